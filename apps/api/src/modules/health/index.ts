import type { FastifyPluginAsync } from 'fastify';
import { healthRoutes } from './routes.ts';

/** GET /api/vivo (liveness), /api/pronto (readiness) and /api/health (the database and Redis, for monitoring). */
export const healthModule: FastifyPluginAsync = async (app) => {
  await app.register(healthRoutes, { database: app.database });
};
