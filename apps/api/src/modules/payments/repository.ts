import { and, eq, type Placeholder } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { storePaymentSettings, stores } from '../../db/schema/index.ts';

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

/** Queries on the stores' payment settings. */
export const paymentsRepository = {
  /** The active store with its settings (null when the catalogue gave it none); undefined for no such store. */
  async storePayments(db: Db, storeId: number): Promise<StorePayments | undefined> {
    const [row] = await db
      .select({
        store: { id: stores.id, metodoPagamento: stores.metodoPagamento },
        settings: storePaymentSettings,
      })
      .from(stores)
      .leftJoin(storePaymentSettings, eq(storePaymentSettings.storeId, stores.id))
      .where(and(eq(stores.id, storeId), eq(stores.ativo, true)));
    if (!row) return undefined;
    return { storeId: row.store.id, metodoPagamento: row.store.metodoPagamento, settings: row.settings };
  },
};
