import { count, eq, inArray, type Placeholder } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { oneRow } from '../../db/json-rows.ts';
import { payments, storePaymentSettings } from '../../db/schema/payments.ts';
import { activeStoreQuery } from '../stores/index.ts';

export type StorePaymentSettingsRow = typeof storePaymentSettings.$inferSelect;

/** An active store's payment method and the payment settings the catalogue published for it. */
export interface StorePayments {
  storeId: number;
  metodoPagamento: string;
  settings: StorePaymentSettingsRow | null;
}

/** A store's payment settings, as a query others compose (order placement). */
export function storePaymentSettingsQuery(db: Db, storeId: number | Placeholder) {
  return db.select().from(storePaymentSettings).where(eq(storePaymentSettings.storeId, storeId));
}

/** A store's payment settings as a value of another module's select (order placement's one statement). */
export function storePaymentSettingsRow(db: Db, storeId: number | Placeholder) {
  return oneRow(storePaymentSettings, storePaymentSettingsQuery(db, storeId));
}

/** The statuses reconciliation settles: a charge waiting on its provider, a refund not yet confirmed. */
export const RECONCILED_STATUSES = ['aguardando', 'estorno_pendente'] as const;

/** Queries on the stores' payment settings, and the reconciliation backlog. */
export const paymentsRepository = {
  /** How many payments wait in each of RECONCILED_STATUSES. */
  async pendingCounts(db: Db): Promise<Record<(typeof RECONCILED_STATUSES)[number], number>> {
    const rows = await db
      .select({ status: payments.status, n: count() })
      .from(payments)
      .where(inArray(payments.status, [...RECONCILED_STATUSES]))
      .groupBy(payments.status);
    const found = (status: string) => rows.find((row) => row.status === status)?.n ?? 0;
    return { aguardando: found('aguardando'), estorno_pendente: found('estorno_pendente') };
  },

  /** The active store with its settings (null when the catalogue gave it none); undefined for no such store. */
  async storePayments(db: Db, storeId: number): Promise<StorePayments | undefined> {
    const store = activeStoreQuery(db, storeId).as('store');
    const [row] = await db
      .select({
        store: { id: store.id, metodoPagamento: store.metodoPagamento },
        settings: storePaymentSettings,
      })
      .from(store)
      .leftJoin(storePaymentSettings, eq(storePaymentSettings.storeId, store.id));
    if (!row) return undefined;
    return { storeId: row.store.id, metodoPagamento: row.store.metodoPagamento, settings: row.settings };
  },
};
