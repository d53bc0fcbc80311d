import {
  donation,
  donationBody,
  donationErrorEnvelope,
  donationQuery,
  envelope,
  errorEnvelope,
} from '@comanda/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { claimedCustomerKey } from '../../http/auth.ts';
import { HttpError } from '../../http/errors.ts';
import { type PixProvider, simulatePixPayment } from '../../providers/pix/index.ts';
import type { PaymentsService } from '../payments/index.ts';
import type { DonationsService } from './service.ts';
import { DONATION_MESSAGES } from './texts.ts';

const tags = ['donations'];
const security = [{ bearer: [] }];

export interface DonationsRoutesOptions {
  service: DonationsService;
  perMinute: number;
}

/** POST and GET doacao, for the logged-in customer. */
export const donationsRoutes: FastifyPluginAsyncZod<DonationsRoutesOptions> = async (
  app,
  { service, perMinute },
) => {
  app.addHook('preHandler', app.authenticate);
  app.post(
    '/doacao',
    {
      config: { rateLimit: { max: perMinute, timeWindow: '1 minute', keyGenerator: claimedCustomerKey } },
      schema: {
        summary:
          'Doação por cartão salvo ou Pix, à parte de qualquer pedido — uma única vez por Idempotency-Key',
        tags,
        security,
        headers: z.object({ 'idempotency-key': z.string().max(200).optional() }),
        body: donationBody,
        response: {
          201: envelope(donation),
          400: errorEnvelope,
          401: errorEnvelope,
          404: errorEnvelope,
          409: errorEnvelope,
          422: donationErrorEnvelope,
          429: errorEnvelope,
          502: donationErrorEnvelope,
          503: donationErrorEnvelope,
        },
      },
    },
    async (request, reply) => {
      const answer = await service.give(request.customer!, request.headers['idempotency-key'], request.body);
      return reply.code(answer.statusCode as 201).send(answer.body as never);
    },
  );
  app.get(
    '/doacao',
    {
      schema: {
        summary: 'Uma doação do cliente logado: valor, status e o Pix a pagar',
        tags,
        security,
        querystring: donationQuery,
        response: { 200: envelope(donation), 400: errorEnvelope, 401: errorEnvelope, 404: errorEnvelope },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await service.get(request.customer!.id, request.query.doacaoId),
    }),
  );
};

/** Outside production only: pays a donation's sandbox Pix, through the same path as a PSP's notification. */
export const donationPixSimulationRoutes: FastifyPluginAsyncZod<{
  service: DonationsService;
  payments: Pick<PaymentsService, 'pixNotification'>;
  pix: PixProvider;
}> = async (app, { service, payments, pix }) => {
  app.addHook('preHandler', app.authenticate);
  app.post(
    '/dev/pix/simular-doacao',
    {
      schema: {
        summary: 'Somente fora de produção: paga o Pix da doação no sandbox',
        tags,
        security,
        querystring: donationQuery,
        response: { 200: envelope(donation), 401: errorEnvelope, 404: errorEnvelope, 409: errorEnvelope },
      },
    },
    async (request) => {
      const customerId = request.customer!.id;
      const txid = await service.pixTxid(customerId, request.query.doacaoId);
      const simulated = txid ? await simulatePixPayment(pix, txid) : null;
      if (simulated?.outcome !== 'paid')
        throw new HttpError(simulated ? 409 : 404, 'pix_not_simulable', DONATION_MESSAGES.pixNotSimulable);
      await payments.pixNotification(simulated.notification);
      return { status: 'success' as const, data: await service.get(customerId, request.query.doacaoId) };
    },
  );
};
