import { envelope, errorEnvelope, storeReservationsAdmin, storeReservationsBody } from '@comanda/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { RESERVATIONS_ADMIN_MESSAGES, saveStoreReservations, storeReservationsOf } from './settings.ts';

const tags = ['reservations'];
const refusals = { 400: errorEnvelope, 401: errorEnvelope, 403: errorEnvelope, 404: errorEnvelope };

/**
 * A store's table-reservation settings in the back office (admin, the store's manager), every change audited. The
 * customers' GET reservas/lojas and reservas/horarios and the booking read them from the database on every request,
 * so a change holds from the next one, in every process.
 */
export const reservationsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  // no `querystring` schema: `lojaId` comes in the query and requireStaff reads it from there
  const managers = app.requireStaff({ roles: ['admin', 'gerente'], storeScoped: true });
  const storeOf = (request: FastifyRequest) => request.staff!.loja!.id;

  app.get(
    '/gestao/loja/reservas',
    {
      preHandler: managers,
      schema: {
        summary:
          'Gestão: como a loja aceita reservas de mesa (os padrões quando não tem configuração própria)',
        tags,
        response: { 200: envelope(storeReservationsAdmin), ...refusals },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await storeReservationsOf(app.db, storeOf(request)),
    }),
  );

  app.put(
    '/gestao/loja/reservas',
    {
      preHandler: managers,
      schema: {
        summary:
          'Gestão: substitui a configuração de reservas da loja (as regras do arquivo do catálogo); ativa=false deixa de oferecer reservas',
        tags,
        body: storeReservationsBody,
        response: { 200: envelope(storeReservationsAdmin), ...refusals },
      },
    },
    async (request) => {
      const data = await saveStoreReservations(app.db, request.staff, storeOf(request), request.body);
      app.clearCatalogCache();
      return { status: 'success' as const, message: RESERVATIONS_ADMIN_MESSAGES.saved, data };
    },
  );
};
