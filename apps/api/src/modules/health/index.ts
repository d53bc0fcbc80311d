import type { FastifyPluginAsync } from 'fastify';
import { healthRoutes } from './routes.ts';

/** GET /api/health: the database and Redis, for load balancers and monitoring. */
export const healthModule: FastifyPluginAsync = async (app) => {
  await app.register(healthRoutes, { database: app.database });
};
