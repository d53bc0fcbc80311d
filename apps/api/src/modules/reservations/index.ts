import type { FastifyPluginAsync } from 'fastify';
import { reservationsErasureStep } from './erasure.ts';
import { reservationsRoutes } from './routes.ts';
import { reservationsService } from './service.ts';

/** Table reservations (docs/reservations.md); a customer's reservations go with the account. */
export const reservationsModule: FastifyPluginAsync = async (app) => {
  app.accounts.addErasureStep(reservationsErasureStep);
  const service = reservationsService({ db: app.db, restaurants: app.restaurants, clock: app.clock });
  app.accounts.addExportSection({ name: 'reservas', read: (_db, customer) => service.all(customer.id) });
  await app.register(reservationsRoutes, { service });
};
