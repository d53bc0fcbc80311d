import { envelope, errorEnvelope, order, orderQuery } from '@comanda/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../http/errors.ts';
import { type PixProvider, simulatePixPayment } from '../../providers/pix/index.ts';
import type { PaymentsService } from '../payments/index.ts';
import type { OrdersService } from './service.ts';
import { ORDER_MESSAGES } from './texts.ts';

/**
 * Outside production only: "simular pagamento" pays the order's sandbox Pix as a customer would, and the signed
 * notification the sandbox returns goes through the same path as a PSP's.
 */
export const pixSimulationRoutes: FastifyPluginAsyncZod<{
  service: OrdersService;
  payments: Pick<PaymentsService, 'pixNotification'>;
  pix: PixProvider;
}> = async (app, { service, payments, pix }) => {
  app.addHook('preHandler', app.authenticate);
  app.post(
    '/dev/pix/simular',
    {
      schema: {
        summary: 'Somente fora de produção: paga o Pix do pedido no sandbox, como o cliente faria',
        tags: ['orders'],
        security: [{ bearer: [] }],
        querystring: orderQuery,
        response: { 200: envelope(order), 401: errorEnvelope, 404: errorEnvelope, 409: errorEnvelope },
      },
    },
    async (request) => {
      const customerId = request.customer!.id;
      const txid = await service.pixTxid(customerId, request.query.pedidoId);
      const simulated = txid ? await simulatePixPayment(pix, txid) : null;
      if (simulated?.outcome !== 'paid')
        throw new HttpError(simulated ? 409 : 404, 'pix_not_simulable', ORDER_MESSAGES.pixNotSimulable);
      await payments.pixNotification(simulated.notification);
      return { status: 'success' as const, data: await service.get(customerId, request.query.pedidoId) };
    },
  );
};
