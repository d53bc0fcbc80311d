import fp from 'fastify-plugin';
import { runPeriodically } from '../../platform/periodic.ts';
import { donationPixSimulationRoutes, donationsRoutes } from './routes.ts';
import { type DonationsService, donationsService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Donations: charging, reading, Pix settlement and reconciliation. */
    donations: DonationsService;
  }
}

/**
 * Donations (POST and GET doacao): charged apart from orders by a saved card or Pix. Their Pix charges are settled
 * by the PSP's notifications (received by the orders module) and, like orders' payments, by reconciliation.
 */
export const donationsModule = fp(
  async (app) => {
    const service = donationsService({
      db: app.db,
      clock: app.clock,
      log: app.log.child({ module: 'donations' }),
      cards: app.cards,
      pix: app.pix,
      pixExpirySeconds: app.config.PIX_EXPIRY_SECONDS,
    });
    app.decorate('donations', service);
    app.orders.onPixNotified((charge) => service.pixNotified(charge));
    await app.register(donationsRoutes, { service, perMinute: app.config.AUTH_RATE_LIMIT_MAX });
    if (app.config.NODE_ENV !== 'production')
      await app.register(donationPixSimulationRoutes, { service, orders: app.orders, pix: app.pix });
    const interval = app.config.PAYMENT_RECONCILE_INTERVAL_MS;
    runPeriodically(app, interval, 'donation payments reconciliation', () => service.reconcile(interval));
  },
  { name: 'donations', dependencies: ['config', 'database', 'authentication', 'cards', 'orders'] },
);
