import type { Db } from '../../db/client.ts';
import { type StoreForLookup, storeQueries } from '../stores/index.ts';

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

/** Queries on the brand's restaurants: their addresses and phones come from the stores module. */
export const restaurantsRepository = {
  /** The address and phone of each of the brand's active stores. */
  addresses(db: Db, brandId: number): Promise<RestaurantAddress[]> {
    return storeQueries.activeAddresses(db, brandId);
  },
};
