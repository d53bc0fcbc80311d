import { envelope, errorEnvelope, paymentOptionsData, paymentOptionsQuery } from '@comanda/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PaymentsService } from './service.ts';

export const paymentsRoutes: FastifyPluginAsyncZod<{ service: PaymentsService }> = async (
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
