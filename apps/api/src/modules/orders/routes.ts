import {
  envelope,
  errorEnvelope,
  order,
  orderErrorEnvelope,
  orderQuery,
  placeOrderBody,
} from '@comanda/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { claimedCustomerKey } from '../../http/auth.ts';
import { placementCounter } from './metrics.ts';
import type { OrdersService } from './service.ts';

export interface OrdersRoutesOptions {
  service: OrdersService;
  /** Order placements per minute per account. */
  placementsPerMinute: number;
}

const tags = ['orders'];
const security = [{ bearer: [] }];

/** POST and GET pedido (§7), for the logged-in customer. */
export const ordersRoutes: FastifyPluginAsyncZod<OrdersRoutesOptions> = async (
  app,
  { service, placementsPerMinute },
) => {
  app.addHook('preHandler', app.authenticate);
  const countPlacement = placementCounter(app.metrics);
  if (countPlacement) app.addHook('onResponse', countPlacement);

  app.post(
    '/pedido',
    {
      config: {
        rateLimit: { max: placementsPerMinute, timeWindow: '1 minute', keyGenerator: claimedCustomerKey },
      },
      schema: {
        summary:
          'Faz o pedido da sacola: reprecifica tudo, reserva Gift Cards e cupom e inicia o pagamento — uma única vez por Idempotency-Key (docs/orders.md)',
        tags,
        security,
        // Any length: the service checks the key's pattern and answers idempotency_key_required.
        headers: z.object({ 'idempotency-key': z.string().optional() }),
        body: placeOrderBody,
        response: {
          201: envelope(order),
          400: errorEnvelope,
          401: errorEnvelope,
          403: errorEnvelope,
          404: errorEnvelope,
          409: orderErrorEnvelope,
          422: orderErrorEnvelope,
          429: errorEnvelope,
          502: orderErrorEnvelope,
          503: orderErrorEnvelope,
        },
      },
    },
    async (request, reply) => {
      const answer = await service.place(
        request.customer!,
        request.headers['idempotency-key'],
        request.body,
        request.ip,
      );
      return reply.code(answer.statusCode as 201).send(answer.body as never);
    },
  );

  app.get(
    '/pedido',
    {
      schema: {
        summary: 'Um pedido do cliente logado: status, histórico, itens, valores e pagamento (§7 pedido)',
        tags,
        security,
        querystring: orderQuery,
        response: { 200: envelope(order), 400: errorEnvelope, 401: errorEnvelope, 404: errorEnvelope },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await service.get(request.customer!.id, request.query.pedidoId),
    }),
  );
};
