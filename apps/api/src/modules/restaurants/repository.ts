import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';
import type { StoreForLookup } from '../stores/index.ts';

/** A store's address and phone, as the restaurant pages show them. */
export interface RestaurantAddress {
  id: number;
  telefone: string;
  logradouro: string;
  numero: string;
  complemento: string | null;
  bairro: string;
  cidade: string;
  estado: string;
  cep: string;
}

/** A restaurant as its pages show it: the store lookup's data plus its address and phone. */
export type Restaurant = StoreForLookup & RestaurantAddress;

/** Queries on the brand's restaurants. */
export const restaurantsRepository = {
  /** The address and phone of each of the brand's active stores. */
  addresses(db: Db, brandId: number): Promise<RestaurantAddress[]> {
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
};
