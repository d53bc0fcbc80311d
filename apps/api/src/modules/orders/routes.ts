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
import { HttpError } from '../../http/errors.ts';
import type { OrdersService } from './service.ts';
import { ORDER_MESSAGES } from './texts.ts';

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

/** The PSP's notification (webhook) of Pix received: signed, idempotent, no login. */
export const pixNotificationRoutes: FastifyPluginAsyncZod<{ service: OrdersService }> = async (
  app,
  { service },
) => {
  // The signature covers the exact bytes received: keep the body as text.
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  );
  app.post(
    '/pix/notificacao',
    {
      schema: {
        summary:
          'Notificação de Pix recebido, enviada pelo PSP e assinada (HMAC); repetida, muda o pedido uma vez',
        tags,
        response: { 200: envelope(z.null()), 401: errorEnvelope },
      },
    },
    async (request) => {
      const verified = await service.pixNotification({
        headers: request.headers,
        rawBody: typeof request.body === 'string' ? request.body : '',
        query: request.query as Record<string, string | undefined>,
      });
      if (!verified)
        throw new HttpError(401, 'pix_notification_rejected', ORDER_MESSAGES.notificationRejected);
      return { status: 'success' as const, data: null };
    },
  );
};
