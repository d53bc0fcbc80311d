import { and, asc, eq, type Placeholder } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { allRows, oneRow } from '../../db/json-rows.ts';
import * as t from '../../db/schema/stores.ts';
import { HttpError } from '../../http/errors.ts';

/**
 * The stores module owns the brand, its stores, their hours, holidays and delivery fee bands. Other modules read
 * them only through what this file exports: queries and row values they compose into their own statements.
 */

export type StoreRow = typeof t.stores.$inferSelect;

export interface StoreWithHours {
  store: StoreRow;
  hours: Array<{ dia: number; abre: string; fecha: string }>;
  holidays: string[];
}

const isActive = (storeId: number | Placeholder) => and(eq(t.stores.id, storeId), eq(t.stores.ativo, true));

/** An active store (the bag, the menu, payments and order placement read it). */
export function activeStoreQuery(db: Db, storeId: number | Placeholder) {
  return db.select().from(t.stores).where(isActive(storeId));
}

/** The brand of an active store, as a subquery. */
export function activeStoreBrandQuery(db: Db, storeId: number | Placeholder) {
  return db.select({ brandId: t.stores.brandId }).from(t.stores).where(isActive(storeId));
}

/** A store's delivery fee bands (order them by `ateKm`, nearest first). */
export function feeBandsQuery(db: Db, storeId: number | Placeholder) {
  return db.select().from(t.storeFeeBands).where(eq(t.storeFeeBands.storeId, storeId));
}

/** A store's opening hours. */
export function storeHoursQuery(db: Db, storeId: number | Placeholder) {
  return db.select().from(t.storeHours).where(eq(t.storeHours.storeId, storeId));
}

/** A store's holidays (closed all day). */
export function storeHolidaysQuery(db: Db, storeId: number | Placeholder) {
  return db.select().from(t.storeHolidays).where(eq(t.storeHolidays.storeId, storeId));
}

/**
 * One active store with its fee bands (nearest first), hours and holidays, as values of another module's select
 * (order placement reads them in its one statement).
 */
export function activeStoreRows(db: Db, storeId: number | Placeholder) {
  return {
    store: oneRow(t.stores, activeStoreQuery(db, storeId)),
    bands: allRows(t.storeFeeBands, feeBandsQuery(db, storeId), [t.storeFeeBands.ateKm]),
    hours: allRows(t.storeHours, storeHoursQuery(db, storeId), [t.storeHours.dia]),
    holidays: allRows(t.storeHolidays, storeHolidaysQuery(db, storeId), [t.storeHolidays.dia]),
  };
}

/** Every store's id, name and delivery time, as a subquery another module joins (orders, operator keys). */
export function storeNamesQuery(db: Db) {
  return db
    .select({ id: t.stores.id, nome: t.stores.nome, tempoEntrega: t.stores.tempoEntrega })
    .from(t.stores)
    .as('store_names');
}

/** A store id that names no store (or none the caller may see). */
export const STORE_NOT_FOUND = 'Loja não encontrada.';

/** The brand an active store belongs to (the back office acts on a brand through a store); 404 for any other. */
export async function brandOfStore(db: Db, storeId: number): Promise<number> {
  const [row] = await activeStoreBrandQuery(db, storeId);
  if (!row) throw new HttpError(404, 'store_not_found', STORE_NOT_FOUND);
  return row.brandId;
}

/** A brand's stores, active or not, by name (what the back office's forms choose from). */
export function brandStores(db: Db, brandId: number): Promise<Array<{ id: number; nome: string }>> {
  return db
    .select({ id: t.stores.id, nome: t.stores.nome })
    .from(t.stores)
    .where(eq(t.stores.brandId, brandId))
    .orderBy(asc(t.stores.nome));
}

/** Stores and brands as the other modules read them one at a time. */
export const storeQueries = {
  async brandExists(db: Db, brandId: number): Promise<boolean> {
    const rows = await db.select({ id: t.brands.id }).from(t.brands).where(eq(t.brands.id, brandId));
    return rows.length > 0;
  },

  /** The brand's name (null: no such brand). */
  async brandName(db: Db, brandId: number): Promise<string | null> {
    const [row] = await db.select({ nome: t.brands.nome }).from(t.brands).where(eq(t.brands.id, brandId));
    return row?.nome ?? null;
  },

  /** Whether the store takes part in the loyalty programme (§3 Store.habilitadoShinguru); false when unknown. */
  async loyaltyEnabled(db: Db, storeId: number): Promise<boolean> {
    const [row] = await db
      .select({ on: t.stores.habilitadoShinguru })
      .from(t.stores)
      .where(eq(t.stores.id, storeId));
    return row?.on ?? false;
  },

  async exists(db: Db, storeId: number): Promise<boolean> {
    const rows = await db.select({ id: t.stores.id }).from(t.stores).where(eq(t.stores.id, storeId));
    return rows.length > 0;
  },

  /** An active store of the brand with its opening hours and holidays. */
  async withHours(db: Db, brandId: number, storeId: number): Promise<StoreWithHours | null> {
    const [store] = await activeStoreQuery(db, storeId);
    if (!store || store.brandId !== brandId) return null;
    const [hours, holidays] = await Promise.all([
      storeHoursQuery(db, storeId),
      storeHolidaysQuery(db, storeId),
    ]);
    return {
      store,
      hours: hours.map(({ dia, abre, fecha }) => ({ dia, abre, fecha })),
      holidays: holidays.map((h) => h.dia),
    };
  },

  /** An active store with its fee bands, nearest first. */
  async withFeeBands(db: Db, storeId: number) {
    const [store] = await activeStoreQuery(db, storeId);
    if (!store) return null;
    const bands = await feeBandsQuery(db, storeId).orderBy(asc(t.storeFeeBands.ateKm));
    return { store, bands: bands.map(({ ateKm, valor }) => ({ ateKm, valor })) };
  },

  /** The address and phone of each of the brand's active stores (the restaurant pages). */
  activeAddresses(db: Db, brandId: number) {
    return db
      .select({
        id: t.stores.id,
        telefone: t.stores.telefone,
        logradouro: t.stores.logradouro,
        numero: t.stores.numero,
        complemento: t.stores.complemento,
        bairro: t.stores.bairro,
        cidade: t.stores.cidade,
        estado: t.stores.estado,
        cep: t.stores.cep,
      })
      .from(t.stores)
      .where(and(eq(t.stores.brandId, brandId), eq(t.stores.ativo, true)));
  },

  /** Locks the store's row until the transaction ends (bookings of one store are counted under it). */
  async lock(db: Db, storeId: number): Promise<void> {
    await db.select({ id: t.stores.id }).from(t.stores).where(eq(t.stores.id, storeId)).for('update');
  },
};
