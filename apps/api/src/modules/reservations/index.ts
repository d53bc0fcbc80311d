import type { FastifyPluginAsync } from 'fastify';
import { reservationsAdminRoutes } from './admin/routes.ts';
import { reservationsErasureStep } from './erasure.ts';
import { reservationsRoutes } from './routes.ts';
import { reservationsService } from './service.ts';

/**
 * Table reservations (docs/reservations.md); a customer's reservations go with the account. Each store's settings are
 * changed in the back office (docs/backoffice.md).
 */
export const reservationsModule: FastifyPluginAsync = async (app) => {
  app.accounts.addErasureStep(reservationsErasureStep);
  const service = reservationsService({ db: app.db, restaurants: app.restaurants, clock: app.clock });
  app.accounts.addExportSection({ name: 'reservas', read: (_db, customer) => service.all(customer.id) });
  await app.register(reservationsRoutes, { service });
  await app.register(reservationsAdminRoutes);
};
