import { deviceBody, deviceRemovalBody, envelope, errorEnvelope } from '@comanda/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../providers/clock.ts';
import { devicesRepository } from './repository.ts';

export const DEVICE_MESSAGES = {
  registered: 'Dispositivo registrado para notificações.',
  removed: 'Dispositivo desvinculado das notificações.',
} as const;

/**
 * POST dispositivo (§7): registers this device's push token. A logged-in caller links it to the account (the last
 * account to register a token owns it); a visitor's token is kept unlinked until someone logs in on that device.
 * DELETE dispositivo: at logout, deletes the caller's own registration of this device's token.
 */
export const devicesRoutes: FastifyPluginAsyncZod<{ db: Db; clock: Clock; publicKey: string }> = async (
  app,
  { db, clock, publicKey },
) => {
  app.get(
    '/dispositivo/chave-publica',
    {
      schema: {
        summary: 'Chave pública VAPID para o navegador assinar o push (PushManager.subscribe)',
        tags: ['devices'],
        response: { 200: envelope(z.object({ chave_publica: z.string() })) },
      },
    },
    async () => ({ status: 'success' as const, data: { chave_publica: publicKey } }),
  );

  app.post(
    '/dispositivo',
    {
      preHandler: async (request) => {
        if (request.headers.authorization) await app.authenticate(request);
      },
      schema: {
        summary: 'Registra o token de push deste aparelho (§7 dispositivo); com login, vincula à conta',
        tags: ['devices'],
        body: deviceBody,
        response: { 200: envelope(z.null().optional()), 400: errorEnvelope, 401: errorEnvelope },
      },
    },
    async (request) => {
      const { token, plataforma } = request.body;
      await devicesRepository.register(
        db,
        { customerId: request.customer?.id ?? null, token, plataforma },
        clock(),
      );
      return { status: 'success' as const, message: DEVICE_MESSAGES.registered };
    },
  );

  app.delete(
    '/dispositivo',
    {
      preHandler: app.authenticate,
      schema: {
        summary:
          'Desvincula da conta logada o token de push deste aparelho (ao sair); o de outra conta fica como está',
        tags: ['devices'],
        security: [{ bearer: [] }],
        body: deviceRemovalBody,
        response: { 200: envelope(z.null().optional()), 400: errorEnvelope, 401: errorEnvelope },
      },
    },
    async (request) => {
      // Idempotent: a token already gone (or never this account's) answers the same, so a logout can always send it.
      await devicesRepository.removeOwn(db, request.customer!.id, request.body.token);
      return { status: 'success' as const, message: DEVICE_MESSAGES.removed };
    },
  );
};
