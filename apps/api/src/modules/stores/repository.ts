import type { DeliveringStore } from '@comanda/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema/stores.ts';

/** An active store with everything the store choice and the §3 Store answer need. */
export interface StoreForLookup extends DeliveringStore {
  nome: string;
  tempoEntrega: number;
  habilitadoShinguru: boolean;
  metodoPagamento: string;
}

/** Queries on the brand's stores. */
export const storesRepository = {
  /** The brand's active stores with their hours, holidays and fee bands (a handful of rows: read them all). */
  async activeStores(db: Db, brandId: number): Promise<StoreForLookup[]> {
    const stores = await db
      .select()
      .from(t.stores)
      .where(and(eq(t.stores.brandId, brandId), eq(t.stores.ativo, true)))
      .orderBy(asc(t.stores.id));
    const ids = stores.map((s) => s.id).concat(-1);
    const [hours, holidays, bands] = await Promise.all([
      db.select().from(t.storeHours).where(inArray(t.storeHours.storeId, ids)),
      db.select().from(t.storeHolidays).where(inArray(t.storeHolidays.storeId, ids)),
      db
        .select()
        .from(t.storeFeeBands)
        .where(inArray(t.storeFeeBands.storeId, ids))
        .orderBy(asc(t.storeFeeBands.ateKm)),
    ]);
    return stores.map((store) => ({
      id: store.id,
      nome: store.nome,
      lat: store.lat,
      lng: store.lng,
      raioEntregaKm: store.raioEntregaKm,
      tempoEntrega: store.tempoEntrega,
      habilitadoShinguru: store.habilitadoShinguru,
      metodoPagamento: store.metodoPagamento,
      faixasFrete: bands
        .filter((b) => b.storeId === store.id)
        .map((b) => ({ ateKm: b.ateKm, valor: b.valor })),
      schedule: {
        horarios: hours
          .filter((h) => h.storeId === store.id)
          .map((h) => ({ dia: h.dia, abre: h.abre, fecha: h.fecha })),
        feriados: holidays.filter((h) => h.storeId === store.id).map((h) => String(h.dia)),
      },
    }));
  },
};
