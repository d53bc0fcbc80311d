import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';
import { type StoreForLookup, storesRepository } from '../stores/repository.ts';

/** A restaurant as its pages show it: the store lookup's data plus its address and phone. */
export interface Restaurant extends StoreForLookup {
  telefone: string;
  logradouro: string;
  numero: string;
  complemento: string | null;
  bairro: string;
  cidade: string;
  estado: string;
  cep: string;
}

export function restaurantsRepository(db: Db) {
  const stores = storesRepository(db);
  return {
    /** The brand's active restaurants (hours, holidays, fee bands and address), by id. */
    async activeRestaurants(brandId: number): Promise<Restaurant[]> {
      const [lookups, addresses] = await Promise.all([
        stores.activeStores(brandId),
        db
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
          .where(and(eq(t.stores.brandId, brandId), eq(t.stores.ativo, true))),
      ]);
      const byId = new Map(addresses.map((row) => [row.id, row]));
      return lookups.flatMap((store) => {
        const address = byId.get(store.id);
        return address ? [{ ...store, ...address }] : [];
      });
    },
  };
}

export type RestaurantsRepository = ReturnType<typeof restaurantsRepository>;
