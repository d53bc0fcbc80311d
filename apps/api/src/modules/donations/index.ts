import fp from 'fastify-plugin';
import { donationsExportSection } from './export.ts';
import { donationPixSimulationRoutes, donationsRoutes } from './routes.ts';
import { type DonationsService, donationsService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Donations: charging, reading, Pix settlement and reconciliation. */
    donations: DonationsService;
  }
}

/**
 * Donations (POST and GET doacao): charged apart from orders by a saved card or Pix, through the payments module,
 * which settles them like orders' payments.
 */
export const donationsModule = fp(
  async (app) => {
    const service = donationsService({
      db: app.db,
      cards: app.cards,
      payments: app.payments,
      pixProvider: app.pix.provider,
    });
    app.decorate('donations', service);
    app.accounts.addExportSection(donationsExportSection);
    await app.register(donationsRoutes, { service, perMinute: app.config.AUTH_RATE_LIMIT_MAX });
    if (app.config.NODE_ENV !== 'production')
      await app.register(donationPixSimulationRoutes, { service, payments: app.payments, pix: app.pix });
  },
  {
    name: 'donations',
    dependencies: ['config', 'database', 'authentication', 'account', 'cards', 'payments'],
  },
);
