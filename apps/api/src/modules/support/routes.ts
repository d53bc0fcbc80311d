import {
  envelope,
  errorEnvelope,
  supportConversation,
  supportMessage,
  supportMessageBody,
  supportQuery,
} from '@comanda/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EventStreams, openEventStream } from '../../http/event-stream.ts';
import type { SupportService } from './service.ts';

const tags = ['support'];
const security = [{ bearer: [] }];

/** Messages a customer may send per minute (per client address). */
const MESSAGES_PER_MINUTE = 20;

/**
 * The customer's side of the support chat: the conversation with a store, writing to it, and a live stream of the
 * store's answers (first `conversa` with the whole conversation, on every connect, then `mensagem` as they come).
 */
export const supportRoutes: FastifyPluginAsyncZod<{ service: SupportService }> = async (app, { service }) => {
  const streams = EventStreams.of(app, app.supportEvents);
  app.addHook('preHandler', app.authenticate);

  app.get(
    '/atendimento',
    {
      schema: {
        summary:
          'Chat de atendimento: a conversa do cliente logado com uma loja (marca como lidas as respostas)',
        tags,
        security,
        querystring: supportQuery,
        response: {
          200: envelope(supportConversation),
          400: errorEnvelope,
          401: errorEnvelope,
          404: errorEnvelope,
        },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await service.conversation(request.customer!.id, request.query.lojaId),
    }),
  );

  app.post(
    '/atendimento',
    {
      config: { rateLimit: { max: MESSAGES_PER_MINUTE, timeWindow: '1 minute' } },
      schema: {
        summary:
          'Chat de atendimento: o cliente escreve à loja (sobre um pedido seu nessa loja, se pedidoId)',
        tags,
        security,
        body: supportMessageBody,
        response: {
          201: envelope(supportMessage),
          400: errorEnvelope,
          401: errorEnvelope,
          404: errorEnvelope,
          429: errorEnvelope,
        },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send({ status: 'success' as const, data: await service.write(request.customer!.id, request.body) }),
  );

  app.get(
    '/atendimento/eventos',
    {
      schema: {
        summary:
          'Chat de atendimento ao vivo (text/event-stream): `conversa` com a conversa toda, depois `mensagem` a cada nova',
        tags,
        security,
        querystring: supportQuery,
        response: { 400: errorEnvelope, 401: errorEnvelope, 404: errorEnvelope },
      },
    },
    async (request, reply) => {
      const customerId = request.customer!.id;
      const storeId = request.query.lojaId;
      const conversation = await service.conversation(customerId, storeId); // 404 before the stream opens
      const stream = openEventStream(request, reply, streams);
      let last = conversation.mensagens.at(-1)?.id ?? 0;
      stream.send('conversa', conversation, last);
      stream.onClose(
        app.supportEvents.subscribe(`cliente:${customerId}`, (event) => {
          if (event.lojaId !== storeId || event.mensagem.id <= last) return;
          last = event.mensagem.id;
          stream.send('mensagem', event.mensagem, last);
        }),
      );
    },
  );
};
