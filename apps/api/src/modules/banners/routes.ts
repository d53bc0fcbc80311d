import { banner, bannersQuery, envelope, errorEnvelope } from '@comanda/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { BannersService } from './service.ts';

export const bannersRoutes: FastifyPluginAsyncZod<{ service: BannersService }> = async (app, { service }) => {
  app.get(
    '/banners',
    {
      schema: {
        summary: 'Banners da vitrine para a plataforma PWA (§7 banners)',
        tags: ['banners'],
        querystring: bannersQuery,
        response: { 200: envelope(z.array(banner)), 400: errorEnvelope },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await service.list(request.query.marcaId, request.query.lojaId),
    }),
  );
};
