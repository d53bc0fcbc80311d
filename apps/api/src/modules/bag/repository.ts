import { and, asc, eq, type Placeholder } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';

export interface BagStoreView {
  id: number;
  brandId: number;
  nome: string;
  lat: number;
  lng: number;
  raioEntregaKm: number;
  faixasFrete: Array<{ ateKm: number; valor: number }>;
}

/** The bag's view of a store: the store row's delivery fields and its fee bands, nearest band first. */
export function bagStoreViewOf(
  store: Pick<typeof t.stores.$inferSelect, 'id' | 'brandId' | 'nome' | 'lat' | 'lng' | 'raioEntregaKm'>,
  faixasFrete: BagStoreView['faixasFrete'],
): BagStoreView {
  const { id, brandId, nome, lat, lng, raioEntregaKm } = store;
  return { id, brandId, nome, lat, lng, raioEntregaKm, faixasFrete };
}

/** An active store, as a query others compose (order placement). */
export function activeStoreQuery(db: Db, storeId: number | Placeholder) {
  return db
    .select()
    .from(t.stores)
    .where(and(eq(t.stores.id, storeId), eq(t.stores.ativo, true)));
}

/** A store's delivery fee bands (order them by `ateKm`, nearest first). */
export function feeBandsQuery(db: Db, storeId: number | Placeholder) {
  return db.select().from(t.storeFeeBands).where(eq(t.storeFeeBands.storeId, storeId));
}

/** Queries of the bag; its products come from the menu's read (loadStoreProducts). */
export const bagRepository = {
  /** An active store with its fee bands, nearest band first. */
  async findStore(db: Db, storeId: number): Promise<BagStoreView | null> {
    const [store] = await activeStoreQuery(db, storeId);
    if (!store) return null;
    const bands = await feeBandsQuery(db, storeId).orderBy(asc(t.storeFeeBands.ateKm));
    return bagStoreViewOf(
      store,
      bands.map(({ ateKm, valor }) => ({ ateKm, valor })),
    );
  },
};
