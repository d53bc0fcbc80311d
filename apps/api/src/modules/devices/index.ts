import type { FastifyPluginAsync } from 'fastify';
import { devicesRoutes } from './routes.ts';

/** Push tokens of devices (§7 dispositivo). */
export const devicesModule: FastifyPluginAsync = async (app) => {
  await app.register(devicesRoutes, { db: app.db, clock: app.clock });
};
