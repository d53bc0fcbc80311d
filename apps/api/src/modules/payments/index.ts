import fp from 'fastify-plugin';
import { paymentsRoutes } from './routes.ts';
import { type PaymentsService, paymentsService } from './service.ts';

export { type GiveBack, type MoneyToReturn, moneyReturns } from './refunds.ts';
export type { StorePayments } from './repository.ts';
export type { PaymentsService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** What each store accepts: order placement checks the payment chosen against it. */
    payments: PaymentsService;
  }
}

/** What each store accepts, in the app and on delivery (§7 pagamentos). */
export const paymentsModule = fp(
  async (app) => {
    const service = paymentsService({ db: app.db, cards: app.cards });
    app.decorate('payments', service);
    await app.register(paymentsRoutes, { service });
  },
  { name: 'payments', dependencies: ['database', 'cards'] },
);
