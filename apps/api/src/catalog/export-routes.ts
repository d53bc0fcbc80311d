import { catalogFile, errorEnvelope } from '@comanda/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { brandOfStore } from '../modules/stores/index.ts';
import { exportCatalog } from './exporter.ts';

/**
 * GET /api/gestao/catalogo/arquivo (admin): the brand's catalogue as the file `npm run catalog:import` publishes,
 * as a download (docs/backoffice.md, "The catalogue file, exported"). Store-scoped like the rest of the catalogue: the store names the
 * brand.
 */
export const catalogExportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/gestao/catalogo/arquivo',
    {
      preHandler: app.requireStaff({ roles: ['admin'], storeScoped: true }),
      schema: {
        summary: 'Gestão (admin): o catálogo da marca como o arquivo que npm run catalog:import publica',
        tags: ['catalog'],
        response: {
          200: catalogFile,
          400: errorEnvelope,
          401: errorEnvelope,
          403: errorEnvelope,
          404: errorEnvelope,
        },
      },
    },
    async (request, reply) => {
      const brandId = await brandOfStore(app.db, request.staff!.loja!.id);
      const day = app.clock().toISOString().slice(0, 10);
      return reply
        .header('content-disposition', `attachment; filename="catalogo-${brandId}-${day}.json"`)
        .header('cache-control', 'no-store')
        .send(await exportCatalog(app.db, brandId));
    },
  );
};
