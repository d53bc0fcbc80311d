import { envelope, errorEnvelope, storeLookupQuery, storeLookupResult } from '@comanda/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { StoresService } from './service.ts';

export const storesRoutes: FastifyPluginAsyncZod<{ service: StoresService }> = async (app, { service }) => {
  app.get(
    '/lojas',
    {
      schema: {
        summary:
          'Loja que entrega no endereço: a aberta mais próxima cuja área contém o ponto, senão a mais próxima fechada; sem lat/lng o endereço é geocodificado (§7 lojas)',
        tags: ['stores'],
        querystring: storeLookupQuery,
        response: {
          200: envelope(z.array(storeLookupResult)),
          400: errorEnvelope,
          404: errorEnvelope,
          503: errorEnvelope,
        },
      },
    },
    async (request) => ({ status: 'success' as const, data: [await service.lookup(request.query)] }),
  );
};
