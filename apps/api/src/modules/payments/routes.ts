import { envelope, errorEnvelope, paymentOptionsData, paymentOptionsQuery } from '@comanda/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../http/errors.ts';
import type { PaymentLifecycle } from './lifecycle.ts';
import type { StorePaymentOptions } from './service.ts';
import { PAYMENT_MESSAGES } from './texts.ts';

export const paymentsRoutes: FastifyPluginAsyncZod<{ service: StorePaymentOptions }> = async (
  app,
  { service },
) => {
  app.get(
    '/pagamentos',
    {
      schema: {
        summary:
          'Formas de pagamento de uma loja: no app (cartões por bandeira, Pix) e na entrega (bandeiras da maquininha, dinheiro), com as opções e o padrão do §4 (§7 pagamentos)',
        tags: ['payments'],
        querystring: paymentOptionsQuery,
        response: { 200: envelope(paymentOptionsData), 400: errorEnvelope, 404: errorEnvelope },
      },
    },
    async (request) => ({ status: 'success' as const, data: await service.options(request.query.lojaId) }),
  );
};

/** The PSP's notification (webhook) of Pix received, for any payable: signed, idempotent, no login. */
export const pixNotificationRoutes: FastifyPluginAsyncZod<{ lifecycle: PaymentLifecycle }> = async (
  app,
  { lifecycle },
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
          'Notificação de Pix recebido, enviada pelo PSP e assinada (HMAC); repetida, muda o pagamento uma vez',
        tags: ['payments'],
        response: { 200: envelope(z.null()), 401: errorEnvelope },
      },
    },
    async (request) => {
      const verified = await lifecycle.pixNotification({
        headers: request.headers,
        rawBody: typeof request.body === 'string' ? request.body : '',
        query: request.query as Record<string, string | undefined>,
      });
      if (!verified)
        throw new HttpError(401, 'pix_notification_rejected', PAYMENT_MESSAGES.notificationRejected);
      return { status: 'success' as const, data: null };
    },
  );
};
