import fp from 'fastify-plugin';
import { createPixProvider, type PixProvider } from '../../providers/pix/index.ts';
import { paymentsAdminRoutes } from './admin/routes.ts';
import { type PaymentLifecycle, paymentLifecycle } from './lifecycle.ts';
import { pendingPaymentsGauge } from './metrics.ts';
import { paymentsRoutes, pixNotificationRoutes } from './routes.ts';
import { paymentsService, type StorePaymentOptions } from './service.ts';

export { paymentInputs, paymentInsertFrom, paymentsOfKind } from './composed.ts';
export type { AfterCommit, Payable, PayableTexts } from './payables.ts';
export type { PaymentRef, PaymentRow } from './records.ts';
export { type GiveBack, type MoneyToReturn, moneyReturns } from './refunds.ts';
export { type StorePayments, storePaymentSettingsQuery, storePaymentSettingsRow } from './repository.ts';
export type { PaymentStart } from './runner.ts';

/** What each store accepts, and every payment's life. */
export type PaymentsService = StorePaymentOptions & PaymentLifecycle;

declare module 'fastify' {
  interface FastifyInstance {
    /** What each store accepts, and every payment's life: payables register here and never call a provider. */
    payments: PaymentsService;
    /** The Pix provider PIX_PROVIDER selects. */
    pix: PixProvider;
  }
}

/**
 * Payments (§7 pagamentos, docs/payments.md): what each store accepts, read by customers and changed in the back
 * office; card and Pix charges of every payable, the PSP's Pix notifications, settlement, refunds and, every
 * PAYMENT_RECONCILE_INTERVAL_MS, reconciliation of waiting payments and pending refunds.
 */
export const paymentsModule = fp(
  async (app) => {
    const pix = createPixProvider(app.config, { clock: app.clock, db: app.db });
    const lifecycle = paymentLifecycle({
      db: app.db,
      clock: app.clock,
      log: app.log.child({ module: 'payments' }),
      cards: app.cards,
      pix,
      pixExpirySeconds: app.config.PIX_EXPIRY_SECONDS,
    });
    const service: PaymentsService = { ...paymentsService({ db: app.db, cards: app.cards }), ...lifecycle };
    app.decorate('payments', service);
    app.decorate('pix', pix);
    await app.register(paymentsRoutes, { service });
    await app.register(pixNotificationRoutes, { lifecycle });
    await app.register(paymentsAdminRoutes);
    pendingPaymentsGauge(app.metrics, app.db);
    const interval = app.config.PAYMENT_RECONCILE_INTERVAL_MS;
    app.jobs.every('payments.reconcile', interval, () => lifecycle.reconcile(interval / 2));
  },
  { name: 'payments', dependencies: ['config', 'database', 'jobs', 'cards', 'staff', 'metrics'] },
);
