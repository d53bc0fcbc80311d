import { envelope, errorEnvelope, orderQuery, orderSummary } from '@comanda/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { EventStreams, openEventStream } from '../../http/event-stream.ts';
import type { OrderEvent } from '../../platform/order-events.ts';
import type { OrdersService } from './service.ts';

const tags = ['orders'];
const security = [{ bearer: [] }];

/**
 * The customer's side after the order: the history (tabs/historico) and the live stream of one order
 * (tabs/detalhes-pedido). The stream first sends the order as it is in the database — on every connect and
 * reconnect — then each status change as it happens, from any API process.
 */
export const trackingRoutes: FastifyPluginAsyncZod<{ service: OrdersService }> = async (app, { service }) => {
  const streams = EventStreams.of(app, app.orderEvents);
  app.addHook('preHandler', app.authenticate);

  app.get(
    '/pedidos',
    {
      schema: {
        summary: 'Pedidos do cliente logado, o mais recente primeiro (tabs/historico)',
        tags,
        security,
        response: { 200: envelope(z.array(orderSummary)), 401: errorEnvelope },
      },
    },
    async (request) => ({ status: 'success' as const, data: await service.history(request.customer!.id) }),
  );

  app.get(
    '/pedido/eventos',
    {
      schema: {
        summary:
          'Acompanhamento ao vivo (text/event-stream): primeiro `pedido` com o estado atual, depois `status` a cada mudança; Last-Event-ID retoma',
        tags,
        security,
        querystring: orderQuery,
        response: { 400: errorEnvelope, 401: errorEnvelope, 404: errorEnvelope },
      },
    },
    async (request, reply) => {
      const customerId = request.customer!.id;
      const orderId = request.query.pedidoId;
      await service.get(customerId, orderId); // 404 before the stream opens
      const pending: OrderEvent[] = [];
      let last = -1;
      const stream = openEventStream(request, reply, streams);
      const forward = (event: OrderEvent) => {
        if (last < 0) pending.push(event);
        else if (event.seq > last) {
          last = event.seq;
          const { clienteId: _c, ...wire } = event;
          stream.send('status', wire, event.seq);
        }
      };
      stream.onClose(app.orderEvents.subscribe(`pedido:${orderId}`, forward));
      const { order, seq } = await service.snapshot(customerId, orderId);
      stream.send('pedido', order, seq);
      last = seq;
      for (const event of pending.splice(0)) forward(event);
    },
  );
};
