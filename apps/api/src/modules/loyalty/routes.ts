import {
  envelope,
  errorEnvelope,
  loyaltyBenefitQuery,
  loyaltyBenefitsByLevel,
  loyaltyReservation,
  loyaltyReservationCheck,
  loyaltyReserveBody,
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
import type { LoyaltyHolds } from './holds.ts';
import type { LoyaltyService } from './service.ts';
import { LOYALTY_TEXTS } from './texts.ts';

/** Only the brand's programme exists (§9 loyalty brand id): any other `id_marca` is a 404. */
function refuseOtherProgramme(idMarca: number): void {
  if (idMarca !== LOYALTY_BRAND_ID)
    throw new HttpError(404, 'loyalty_not_found', LOYALTY_TEXTS.programmeNotFound);
}

/** The member's club (§7 fidelidade, fidelidade_extrato, buscar_beneficios): their own data only. */
export const loyaltyRoutes: FastifyPluginAsyncZod<{ service: LoyaltyService; holds: LoyaltyHolds }> = async (
  app,
  { service, holds },
) => {
  const tags = ['loyalty'];
  const security = [{ bearer: [] }];
  const queryRefusals = { 400: errorEnvelope, 401: errorEnvelope, 404: errorEnvelope };
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
        response: { 200: envelope(loyaltyStatement), ...queryRefusals },
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
        response: { 200: envelope(z.array(loyaltyWalletItem)), ...queryRefusals },
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

  const holdRefusals = { 400: errorEnvelope, 401: errorEnvelope, 404: errorEnvelope, 422: errorEnvelope };

  app.post(
    '/fidelidade_cupom',
    {
      schema: {
        summary: 'Reserva um benefício da carteira para a sacola da loja (§3 coupon reservation)',
        tags,
        security,
        body: loyaltyReserveBody,
        response: { 201: envelope(loyaltyReservation), ...holdRefusals },
      },
    },
    async (request, reply) => {
      const data = await holds.reserve(request.customer!.id, request.body);
      return reply.code(201).send({ status: 'success' as const, data });
    },
  );

  app.get(
    '/fidelidade_cupom',
    {
      schema: {
        summary:
          'Confere se a consulta de benefício guardada na sacola ainda reserva o item (e renova a reserva)',
        tags,
        security,
        querystring: loyaltyBenefitQuery,
        response: { 200: envelope(loyaltyReservationCheck), ...holdRefusals },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await holds.verify(request.customer!.id, request.query),
    }),
  );

  app.delete(
    '/fidelidade_cupom',
    {
      schema: {
        summary: 'Cancela a reserva do benefício (sacola esvaziada); cancelar de novo não é erro',
        tags,
        security,
        querystring: loyaltyBenefitQuery,
        response: { 200: envelope(z.null().optional()), ...holdRefusals },
      },
    },
    async (request) => {
      await holds.release(request.customer!.id, request.query);
      return { status: 'success' as const };
    },
  );
};
