import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { NOT_FOUND } from './errors.ts';

/**
 * Serves the built web app: hashed assets cached for a year, everything else revalidated, and the SPA's
 * index.html for any other GET that wants HTML. Unknown /api paths answer a JSON 404.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string | null): Promise<void> {
  const indexFile = webDist ? join(webDist, 'index.html') : null;
  const hasWeb = indexFile !== null && existsSync(indexFile);
  if (webDist && hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      preCompressed: true,
      index: false,
      setHeaders: (reply, path) => {
        reply.header(
          'cache-control',
          path.includes('/assets/')
            ? 'public, max-age=31536000, immutable'
            : 'public, max-age=0, must-revalidate',
        );
      },
    });
  }
  const indexHtml = indexFile && hasWeb ? readFileSync(indexFile) : null;
  app.setNotFoundHandler((request, reply) => {
    const wantsPage = request.method === 'GET' && !request.url.startsWith('/api') && indexHtml !== null;
    if (wantsPage) {
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(indexHtml);
    }
    return reply.status(404).send({ status: 'error', message: NOT_FOUND });
  });
}
