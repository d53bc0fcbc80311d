import { eq, type Placeholder } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { oneRow } from '../../db/json-rows.ts';
import { storePaymentSettings } from '../../db/schema/payments.ts';
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

/** Queries on the stores' payment settings. */
export const paymentsRepository = {
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
