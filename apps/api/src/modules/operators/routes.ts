import {
  envelope,
  errorEnvelope,
  operatorOrder,
  operatorPointsReversal,
  operatorPointsReversalBody,
  operatorStatusBody,
} from '@comanda/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { EventStreams, openEventStream } from '../../http/event-stream.ts';
import type { OrdersService } from '../orders/index.ts';
import { authenticateOperator, operatorKeyHeaders } from './authenticate.ts';

const tags = ['operators'];
const headers = operatorKeyHeaders;

/**
 * The store team's API (the board at /operador): today's orders of the key's store, moving them through the
 * transition table, and a live stream of the store's changes. Another store's order is a 404.
 */
export const operatorRoutes: FastifyPluginAsyncZod<{ orders: OrdersService }> = async (app, { orders }) => {
  const streams = EventStreams.of(app, app.orderEvents);
  app.addHook('preHandler', authenticateOperator(app));

  app.get(
    '/operador/pedidos',
    {
      schema: {
        summary: 'Painel da loja: pedidos de hoje da loja da chave, o mais recente primeiro',
        tags,
        headers,
        response: {
          200: envelope(
            z.object({
              loja: z.object({ id: z.number(), nome: z.string() }),
              pedidos: z.array(operatorOrder),
            }),
          ),
          401: errorEnvelope,
        },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: { loja: request.operatorStore!, pedidos: await orders.board(request.operatorStore!.id) },
    }),
  );

  app.post(
    '/operador/pedido/status',
    {
      schema: {
        summary:
          'Painel da loja: muda o status de um pedido da loja (tabela de transições; cancelar estorna)',
        tags,
        headers,
        body: operatorStatusBody,
        response: {
          200: envelope(operatorOrder),
          400: errorEnvelope,
          401: errorEnvelope,
          404: errorEnvelope,
          409: errorEnvelope,
        },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await orders.storeMove(
        request.operatorStore!.id,
        request.body.pedidoId,
        request.body.status,
        request.body.motivo,
        request.staff ?? undefined,
      ),
    }),
  );

  app.post(
    '/operador/pedido/estorno-pontos',
    {
      schema: {
        summary: 'Painel da loja: estorna os pontos Shinguru que um pedido concluído da loja rendeu',
        tags,
        headers,
        body: operatorPointsReversalBody,
        response: {
          200: envelope(operatorPointsReversal),
          400: errorEnvelope,
          401: errorEnvelope,
          404: errorEnvelope,
          409: errorEnvelope,
        },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: {
        pedidoId: request.body.pedidoId,
        pontos: await orders.reversePoints(
          request.operatorStore!.id,
          request.body.pedidoId,
          request.body.motivo,
          request.staff ?? undefined,
        ),
      },
    }),
  );

  app.get(
    '/operador/eventos',
    {
      schema: {
        summary: 'Painel da loja ao vivo (text/event-stream): `status` a cada pedido novo ou mudança da loja',
        tags,
        headers,
        response: { 401: errorEnvelope },
      },
    },
    async (request, reply) => {
      const stream = openEventStream(request, reply, streams);
      stream.send('loja', request.operatorStore);
      stream.onClose(
        app.orderEvents.subscribe(`loja:${request.operatorStore!.id}`, ({ clienteId: _c, ...event }) =>
          stream.send('status', event, event.seq),
        ),
      );
    },
  );
};
