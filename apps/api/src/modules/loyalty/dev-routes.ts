import { envelope, errorEnvelope } from '@comanda/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { LoyaltyService } from './service.ts';

/**
 * Outside production only: adjusts the logged-in member's points, as `npm run loyalty:adjust` does, so a demo or a
 * browser test can reach a level without placing hundreds of orders (the embedded database of a running server
 * cannot be opened by the CLI).
 */
export const loyaltyDevRoutes: FastifyPluginAsyncZod<{ service: LoyaltyService }> = async (
  app,
  { service },
) => {
  app.post(
    '/dev/fidelidade/ajuste',
    {
      preHandler: app.authenticate,
      schema: {
        summary: 'Somente fora de produção: ajusta os pontos Shinguru do cliente logado',
        tags: ['loyalty'],
        security: [{ bearer: [] }],
        body: z.object({ pontos: z.number().int(), motivo: z.string().trim().min(1).max(200) }),
        response: {
          200: envelope(z.object({ saldo_pontos: z.number().int() })),
          401: errorEnvelope,
          422: errorEnvelope,
        },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: {
        saldo_pontos: await service.adjust(request.customer!.id, request.body.pontos, request.body.motivo),
      },
    }),
  );
};
