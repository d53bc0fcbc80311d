import {
  createReservationBody,
  envelope,
  errorEnvelope,
  reservation,
  reservationParams,
  reservationSlots,
  reservationSlotsQuery,
  reservationStore,
} from '@comanda/contract';
import { RESERVATION_MESSAGES } from '@comanda/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ReservationsService } from './service.ts';

export const reservationsRoutes: FastifyPluginAsyncZod<{ service: ReservationsService }> = async (
  app,
  { service },
) => {
  const tags = ['reservations'];
  const security = [{ bearer: [] }];

  app.get(
    '/reservas/lojas',
    {
      schema: {
        summary:
          'Lojas que aceitam reservas de mesa, com limites do formulário e dias que podem ser reservados',
        tags,
        response: { 200: envelope(z.array(reservationStore)) },
      },
    },
    async () => ({ status: 'success' as const, data: await service.stores() }),
  );

  app.get(
    '/reservas/horarios',
    {
      schema: {
        summary:
          'Horários de uma loja num dia, com os lugares livres de cada um; disponivel=false quando o grupo não cabe mais',
        tags,
        querystring: reservationSlotsQuery,
        response: {
          200: envelope(reservationSlots),
          400: errorEnvelope,
          404: errorEnvelope,
          422: errorEnvelope,
        },
      },
    },
    async (request) => ({ status: 'success' as const, data: await service.slots(request.query) }),
  );

  app.get(
    '/reservas',
    {
      preHandler: app.authenticate,
      schema: {
        summary:
          'Próximas reservas do cliente logado (confirmadas e ainda não iniciadas), a mais próxima primeiro',
        tags,
        security,
        response: { 200: envelope(z.array(reservation)), 401: errorEnvelope },
      },
    },
    async (request) => ({ status: 'success' as const, data: await service.upcoming(request.customer!.id) }),
  );

  app.post(
    '/reservas',
    {
      preHandler: app.authenticate,
      schema: {
        summary:
          'Reserva uma mesa: loja, data, horário, pessoas, nome e celular; nunca passa da capacidade do horário (409 quando lotado)',
        tags,
        security,
        body: createReservationBody,
        response: {
          201: envelope(reservation),
          400: errorEnvelope,
          401: errorEnvelope,
          404: errorEnvelope,
          409: errorEnvelope,
          422: errorEnvelope,
        },
      },
    },
    async (request, reply) => {
      const data = await service.create(request.customer!.id, request.body);
      return reply
        .code(201)
        .send({ status: 'success' as const, message: RESERVATION_MESSAGES.confirmed, data });
    },
  );

  app.delete(
    '/reservas/:id',
    {
      preHandler: app.authenticate,
      schema: {
        summary: 'Cancela uma reserva do cliente logado que ainda não começou',
        tags,
        security,
        params: reservationParams,
        response: {
          200: envelope(reservation),
          400: errorEnvelope,
          401: errorEnvelope,
          404: errorEnvelope,
          422: errorEnvelope,
        },
      },
    },
    async (request) => {
      const data = await service.cancel(request.customer!.id, request.params.id);
      return { status: 'success' as const, message: RESERVATION_MESSAGES.cancelled, data };
    },
  );
};
