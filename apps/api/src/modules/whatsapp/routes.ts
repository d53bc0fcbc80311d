import {
  envelope,
  errorEnvelope,
  whatsappConversation,
  whatsappLink,
  whatsappLinkBody,
  whatsappLinkParams,
} from '@comanda/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../http/errors.ts';
import { sameSecret } from '../../http/same-secret.ts';
import type { WhatsappService } from './service.ts';
import { WHATSAPP_MESSAGES } from './texts.ts';

export const WHATSAPP_KEY_HEADER = 'x-api-key';

export interface WhatsappRoutesOptions {
  service: WhatsappService;
  /** The bot's key; undefined: the channel is off. */
  botKey: string | undefined;
  /** The app's public address for the links (APP_URL), else the address the bot called. */
  appUrl: string | undefined;
  /** Opens per minute per IP (a link is a 122-bit random id: this only keeps scanners out). */
  opensPerMinute: number;
}

/**
 * The WhatsApp channel: the brand's bot asks for a single-use link server to server (X-Api-Key), sends it in the
 * conversation, and the app opens it once to pre-fill what the bot knew and mark the purchase channel.
 */
export const whatsappRoutes: FastifyPluginAsyncZod<WhatsappRoutesOptions> = async (
  app,
  { service, botKey, appUrl, opensPerMinute },
) => {
  const tags = ['whatsapp'];

  app.post(
    '/whatsapp/conversa',
    {
      config: { rateLimit: { max: 600, timeWindow: '1 minute' } },
      schema: {
        summary:
          'Para o bot de WhatsApp da marca (servidor a servidor, cabeçalho X-Api-Key = WHATSAPP_BOT_API_KEY): cria ' +
          'um link whatsapp/{uuid} de uso único com o que o bot sabe do cliente (celular, nome, endereço)',
        tags,
        headers: z.object({ [WHATSAPP_KEY_HEADER]: z.string().max(200).optional() }),
        body: whatsappLinkBody,
        response: { 201: envelope(whatsappLink), 400: errorEnvelope, 401: errorEnvelope, 503: errorEnvelope },
      },
    },
    async (request, reply) => {
      if (!botKey) throw new HttpError(503, 'whatsapp_not_configured', WHATSAPP_MESSAGES.notConfigured);
      const given = request.headers[WHATSAPP_KEY_HEADER];
      if (typeof given !== 'string' || !sameSecret(given, botKey))
        throw new HttpError(401, 'whatsapp_key_invalid', WHATSAPP_MESSAGES.keyInvalid);
      const { uuid, expiresAt } = await service.issue(request.body);
      const base = appUrl ?? `${request.protocol}://${request.host}`;
      request.log.info({ event: 'whatsapp.link_issued' }, 'WhatsApp link issued');
      return reply.status(201).send({
        status: 'success' as const,
        data: { uuid, url: new URL(`/whatsapp/${uuid}`, base).href, expira_em: expiresAt.toISOString() },
      });
    },
  );

  app.post(
    '/whatsapp/:uuid',
    {
      config: { rateLimit: { max: opensPerMinute, timeWindow: '1 minute' } },
      schema: {
        summary:
          'Abre um link whatsapp/{uuid} (uma vez): o que o app pré-preenche; 404 desconhecido, 410 já usado ou expirado',
        tags,
        params: whatsappLinkParams,
        response: { 200: envelope(whatsappConversation), 404: errorEnvelope, 410: errorEnvelope },
      },
    },
    async (request) => ({ status: 'success' as const, data: await service.open(request.params.uuid) }),
  );
};
