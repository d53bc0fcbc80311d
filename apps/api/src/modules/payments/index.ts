import type { FastifyPluginAsync } from 'fastify';
import { paymentsRoutes } from './routes.ts';
import { paymentsService } from './service.ts';

/** What each store accepts, in the app and on delivery (§7 pagamentos). */
export const paymentsModule: FastifyPluginAsync = async (app) => {
  await app.register(paymentsRoutes, { service: paymentsService({ db: app.db, cards: app.cards }) });
};
