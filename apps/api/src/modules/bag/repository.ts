import type { Db } from '../../db/client.ts';
import { type StoreRow, storeQueries } from '../stores/index.ts';

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
  store: Pick<StoreRow, 'id' | 'brandId' | 'nome' | 'lat' | 'lng' | 'raioEntregaKm'>,
  faixasFrete: BagStoreView['faixasFrete'],
): BagStoreView {
  const { id, brandId, nome, lat, lng, raioEntregaKm } = store;
  return { id, brandId, nome, lat, lng, raioEntregaKm, faixasFrete };
}

/** Queries of the bag; its products come from the menu's read (loadStoreProducts). */
export const bagRepository = {
  /** An active store with its fee bands, nearest band first. */
  async findStore(db: Db, storeId: number): Promise<BagStoreView | null> {
    const found = await storeQueries.withFeeBands(db, storeId);
    return found && bagStoreViewOf(found.store, found.bands);
  },
};
