import type { FastifyPluginAsync } from 'fastify';
import { outboxRoutes } from './routes.ts';

/** GET /dev/outbox: what the built-in messaging provider kept (registered only outside production). */
export const outboxModule: FastifyPluginAsync = async (app) => {
  await app.register(outboxRoutes, { db: app.db });
};
