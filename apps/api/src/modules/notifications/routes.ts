import { envelope, errorEnvelope, notification, notificationSettingBody, user } from '@comanda/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { presentedToken } from '../../http/auth.ts';
import { NOTIFICATION_MESSAGES, type NotificationsService } from './service.ts';

export const notificationsRoutes: FastifyPluginAsyncZod<{ service: NotificationsService }> = async (
  app,
  { service },
) => {
  const tags = ['notifications'];
  const security = [{ bearer: [] }];
  app.addHook('preHandler', app.authenticate);

  app.get(
    '/notificacoes',
    {
      schema: {
        summary: 'Histórico de notificações do cliente logado, mais recentes primeiro (§7 notificacoes)',
        tags,
        security,
        response: { 200: envelope(z.array(notification)), 401: errorEnvelope },
      },
    },
    async (request) => ({ status: 'success' as const, data: await service.history(request.customer!.id) }),
  );

  app.put(
    '/configurar_notificacoes',
    {
      schema: {
        summary: 'Liga (1) ou desliga (0) um canal de marketing (§7 configurar_notificacoes)',
        tags,
        security,
        body: notificationSettingBody,
        response: { 200: envelope(user), 400: errorEnvelope, 401: errorEnvelope },
      },
    },
    async (request) => {
      const row = await service.setMarketing(request.customer!, request.body.tipo, request.body.status);
      return {
        status: 'success' as const,
        message: NOTIFICATION_MESSAGES.settingSaved,
        data: await app.accounts.user(row, presentedToken(request)),
      };
    },
  );
};
