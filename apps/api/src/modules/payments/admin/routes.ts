import { envelope, errorEnvelope, storePaymentsAdmin, storePaymentsBody } from '@comanda/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PAYMENTS_ADMIN_MESSAGES, saveStorePayments, storePaymentsOf } from './settings.ts';

const tags = ['payments'];
const refusals = { 400: errorEnvelope, 401: errorEnvelope, 403: errorEnvelope, 404: errorEnvelope };

/**
 * A store's accepted payments in the back office: the admin changes them, the store's manager reads them; every
 * change audited. The customer's GET pagamentos and order placement read them from the database on every request,
 * so a change holds from the next one, in every process.
 */
export const paymentsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  // no `querystring` schema: `lojaId` comes in the query and requireStaff reads it from there
  const managers = app.requireStaff({ roles: ['admin', 'gerente'], storeScoped: true });
  const admins = app.requireStaff({ roles: ['admin'], storeScoped: true });
  const storeOf = (request: FastifyRequest) => request.staff!.loja!.id;

  app.get(
    '/gestao/loja/pagamentos',
    {
      preHandler: managers,
      schema: {
        summary:
          'Gestão: formas de pagamento que a loja aceita, no app (cartões por bandeira, Pix) e na entrega (maquininha, dinheiro)',
        tags,
        response: { 200: envelope(storePaymentsAdmin), ...refusals },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await storePaymentsOf(app.db, storeOf(request)),
    }),
  );

  app.put(
    '/gestao/loja/pagamentos',
    {
      preHandler: admins,
      schema: {
        summary:
          'Gestão (admin): substitui as formas de pagamento da loja; as regras são as do arquivo do catálogo (braspag: sem vale-refeição no app)',
        tags,
        body: storePaymentsBody,
        response: { 200: envelope(storePaymentsAdmin), ...refusals },
      },
    },
    async (request) => {
      const data = await saveStorePayments(app.db, request.staff, storeOf(request), request.body);
      app.clearCatalogCache();
      return { status: 'success' as const, message: PAYMENTS_ADMIN_MESSAGES.saved, data };
    },
  );
};
