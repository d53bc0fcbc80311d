import {
  envelope,
  errorEnvelope,
  operatorConversation,
  operatorConversationParams,
  operatorSupportBody,
  supportMessage,
  supportThread,
} from '@comanda/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { EventStreams, openEventStream } from '../../http/event-stream.ts';
import { authenticateOperator, operatorKeyHeaders as headers } from '../operators/index.ts';
import type { SupportService } from './service.ts';

const tags = ['support'];

/**
 * The store team's side of the support chat, on the order board (`/operador`, the store's key): the store's
 * conversations, one conversation, answering, and a live stream of new messages (`mensagem`, with the customer).
 */
export const operatorSupportRoutes: FastifyPluginAsyncZod<{ service: SupportService }> = async (
  app,
  { service },
) => {
  const streams = EventStreams.of(app, app.supportEvents);
  app.addHook('preHandler', authenticateOperator(app));

  app.get(
    '/operador/atendimento',
    {
      schema: {
        summary: 'Painel da loja: as conversas do chat de atendimento, a mais recente primeiro',
        tags,
        headers,
        response: { 200: envelope(z.array(supportThread)), 401: errorEnvelope },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await service.threads(request.operatorStore!.id),
    }),
  );

  app.get(
    '/operador/atendimento/:clienteId',
    {
      schema: {
        summary: 'Painel da loja: uma conversa (marca como lidas as mensagens do cliente)',
        tags,
        headers,
        params: operatorConversationParams,
        response: {
          200: envelope(operatorConversation),
          400: errorEnvelope,
          401: errorEnvelope,
          404: errorEnvelope,
        },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await service.storeConversation(request.operatorStore!.id, request.params.clienteId),
    }),
  );

  app.post(
    '/operador/atendimento/:clienteId',
    {
      schema: {
        summary: 'Painel da loja: responde a um cliente que escreveu à loja',
        tags,
        headers,
        params: operatorConversationParams,
        body: operatorSupportBody,
        response: {
          201: envelope(supportMessage),
          400: errorEnvelope,
          401: errorEnvelope,
          404: errorEnvelope,
        },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        status: 'success' as const,
        data: await service.answer(request.operatorStore!.id, request.params.clienteId, request.body.texto),
      }),
  );

  app.get(
    '/operador/atendimento/eventos',
    {
      schema: {
        summary:
          'Chat de atendimento da loja ao vivo (text/event-stream): `mensagem` a cada mensagem nova, dos dois lados',
        tags,
        headers,
        response: { 401: errorEnvelope },
      },
    },
    async (request, reply) => {
      const stream = openEventStream(request, reply, streams);
      stream.send('loja', request.operatorStore);
      stream.onClose(
        app.supportEvents.subscribe(`loja:${request.operatorStore!.id}`, (event) =>
          stream.send('mensagem', event, event.mensagem.id),
        ),
      );
    },
  );
};
