import {
  envelope,
  errorEnvelope,
  loyaltyBenefitsByLevel,
  loyaltyStatement,
  loyaltyStatementQuery,
  loyaltyStatus,
  loyaltyWalletItem,
  loyaltyWalletQuery,
} from '@comanda/contract';
import { LOYALTY_BRAND_ID } from '@comanda/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../http/errors.ts';
import type { LoyaltyService } from './service.ts';
import { LOYALTY_TEXTS } from './texts.ts';

/** Only the brand's programme exists (§9 loyalty brand id): any other `id_marca` is a 404. */
function refuseOtherProgramme(idMarca: number): void {
  if (idMarca !== LOYALTY_BRAND_ID)
    throw new HttpError(404, 'loyalty_not_found', LOYALTY_TEXTS.programmeNotFound);
}

/** The member's club (§7 fidelidade, fidelidade_extrato, buscar_beneficios): their own data only. */
export const loyaltyRoutes: FastifyPluginAsyncZod<{ service: LoyaltyService }> = async (app, { service }) => {
  const tags = ['loyalty'];
  const security = [{ bearer: [] }];
  app.addHook('preHandler', app.authenticate);

  app.get(
    '/fidelidade',
    {
      schema: {
        summary: 'Shinguru do cliente logado: participação, nível, pontos e progresso (§3 Loyalty)',
        tags,
        security,
        response: { 200: envelope(loyaltyStatus), 401: errorEnvelope },
      },
    },
    async (request) => ({ status: 'success' as const, data: await service.status(request.customer!.id) }),
  );

  app.get(
    '/buscar_beneficios',
    {
      schema: {
        summary: 'Os níveis do Shinguru com os benefícios de cada um, liberados até o nível do cliente',
        tags,
        security,
        response: { 200: envelope(loyaltyBenefitsByLevel), 401: errorEnvelope },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await service.benefitsByLevel(request.customer!.id),
    }),
  );

  app.get(
    '/fidelidade_extrato',
    {
      schema: {
        summary: 'Extrato de pontos do cliente logado por mês (meses: 1 a 12, padrão 3)',
        tags,
        security,
        querystring: loyaltyStatementQuery,
        response: {
          200: envelope(loyaltyStatement),
          400: errorEnvelope,
          401: errorEnvelope,
          404: errorEnvelope,
        },
      },
    },
    async (request) => {
      refuseOtherProgramme(request.query.id_marca);
      return {
        status: 'success' as const,
        data: await service.statement(request.customer!.id, request.query.meses),
      };
    },
  );

  app.get(
    '/fidelidade_carteira',
    {
      schema: {
        summary:
          'Carteira de benefícios do cliente logado (§3 Wallet item): filtro_utilizado 0 disponíveis e reservados, 1 utilizados',
        tags,
        security,
        querystring: loyaltyWalletQuery,
        response: {
          200: envelope(z.array(loyaltyWalletItem)),
          400: errorEnvelope,
          401: errorEnvelope,
          404: errorEnvelope,
        },
      },
    },
    async (request) => {
      refuseOtherProgramme(request.query.id_marca);
      return {
        status: 'success' as const,
        data: await service.wallet(request.customer!.id, request.query.filtro_utilizado === 1),
      };
    },
  );
};
