import { UPLOADED_PICTURES_PATH } from '@comanda/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pictureFile } from './catalog-admin/pictures.ts';

const params = z.object({ name: z.string().regex(/^[a-f0-9]{32}(-card)?\.webp$/) });

/**
 * The pictures uploaded in the back office, for everyone (the menu shows them), at /img/enviadas/{name}: a name is
 * the picture's content hash, so an answer never changes and is cached for a year.
 */
export const pictureFileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(`${UPLOADED_PICTURES_PATH}:name`, { schema: { hide: true, params } }, async (request, reply) => {
    const file = await pictureFile(app.db, request.params.name);
    if (!file) return reply.callNotFound();
    return reply
      .header('content-type', file.contentType)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .send(file.content);
  });
};
