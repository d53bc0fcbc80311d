import {
  envelope,
  errorEnvelope,
  loyaltyAdminBenefit,
  loyaltyAdminView,
  loyaltyBenefitParams,
  loyaltyBenefitPatch,
} from '@comanda/contract';
import { BRAND_ID } from '@comanda/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { changeBenefit, LOYALTY_ADMIN_MESSAGES, loyaltyView } from './manage.ts';

const tags = ['loyalty'];
const refusals = { 400: errorEnvelope, 401: errorEnvelope, 403: errorEnvelope, 404: errorEnvelope };

/** The Shinguru programme's configuration in the back office (admin): which level unlocks each benefit. */
export const loyaltyAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const admins = app.requireStaff({ roles: ['admin'] });

  app.get(
    '/gestao/fidelidade',
    {
      preHandler: admins,
      schema: {
        summary: 'Gestão (admin): os níveis do Shinguru e os benefícios da marca, com o nível de cada um',
        tags,
        response: { 200: envelope(loyaltyAdminView), ...refusals },
      },
    },
    async () => ({ status: 'success' as const, data: await loyaltyView(app.db, BRAND_ID) }),
  );

  app.patch(
    '/gestao/fidelidade/beneficios/:id',
    {
      preHandler: admins,
      schema: {
        summary: 'Gestão (admin): o nível que libera o benefício, se ele é oferecido, nome e descrição',
        tags,
        params: loyaltyBenefitParams,
        body: loyaltyBenefitPatch,
        response: { 200: envelope(loyaltyAdminBenefit), ...refusals },
      },
    },
    async (request) => ({
      status: 'success' as const,
      message: LOYALTY_ADMIN_MESSAGES.saved,
      data: await changeBenefit(
        app.db,
        request.staff,
        { brandId: BRAND_ID, id: request.params.id },
        request.body,
      ),
    }),
  );
};
