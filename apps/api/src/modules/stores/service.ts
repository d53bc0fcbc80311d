import type { DeliveryStore, StoreLookupQuery, StoreLookupResult } from '@comanda/contract';
import {
  chooseDeliveringStore,
  type LatLng,
  NO_STORE_DELIVERS_MESSAGE,
  type StoreChoice,
  todayOpeningHoursText,
  toMoney,
} from '@comanda/domain';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';
import type { Clock } from '../../providers/clock.ts';
import {
  type AddressSearch,
  GEOCODING_UNAVAILABLE,
  type Geocoder,
  GeocodingError,
} from '../../providers/geocoding/index.ts';
import { storesRepository as repo, type StoreForLookup } from './repository.ts';

/** The address could not be placed on the map (the web then retries by coordinates, §4). */
export const ADDRESS_NOT_LOCATED = 'Não encontramos este endereço. Confira os dados ou use sua localização.';

/** Distances go on the wire in km with two decimals. */
const roundKm = (km: number) => Math.round(km * 100) / 100;

/** A geocoder call whose failure becomes a clear 503 instead of a generic 500. */
export async function geocodeOrFail<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof GeocodingError)
      throw new HttpError(503, 'geocoding_unavailable', GEOCODING_UNAVAILABLE);
    throw error;
  }
}

/** Store lookup by address (§4 Store lookup, §7 lojas): which store delivers to a point, and on what terms. */
export function storesService({ db, geocoder, clock }: { db: Db; geocoder: Geocoder; clock: Clock }) {
  function present(choice: StoreChoice<StoreForLookup>, now: Date): DeliveryStore {
    const { store } = choice;
    return {
      id: store.id,
      nome: store.nome,
      tempoEntrega: store.tempoEntrega,
      horario: todayOpeningHoursText(store.schedule, now),
      statusLoja: choice.open ? 'aberta' : 'fechada',
      frete: toMoney(choice.fee),
      habilitadoShinguru: store.habilitadoShinguru,
      metodo_pagamento: store.metodoPagamento,
      distancia: roundKm(choice.distanceKm),
    };
  }

  return {
    /** The brand's active stores with their hours, holidays and fee bands. */
    activeStores: (brandId: number): Promise<StoreForLookup[]> => repo.activeStores(db, brandId),

    /** The point of an address: geocoded through the provider; 404 when it cannot be located. */
    async locate(address: AddressSearch): Promise<LatLng> {
      const place = await geocodeOrFail(() => geocoder.search(address));
      if (!place) throw new HttpError(404, 'address_not_located', ADDRESS_NOT_LOCATED);
      return { lat: place.lat, lng: place.lng };
    },

    /** The store delivering to `point` now, or a 404 'Ainda não entregamos neste endereço.' */
    async storeFor(brandId: number, point: LatLng): Promise<StoreLookupResult> {
      const now = clock();
      const choice = chooseDeliveringStore(await repo.activeStores(db, brandId), point, now);
      if (!choice) throw new HttpError(404, 'no_store_delivers', NO_STORE_DELIVERS_MESSAGE);
      return { loja: present(choice, now), coordenadas: { lat: point.lat, lng: point.lng } };
    },

    /** GET lojas: by lat/lng when given, else by geocoding the typed address. */
    async lookup(query: StoreLookupQuery): Promise<StoreLookupResult> {
      const point =
        query.lat !== undefined && query.lng !== undefined
          ? { lat: query.lat, lng: query.lng }
          : await this.locate({
              logradouro: query.endereco,
              numero: query.numero,
              bairro: query.bairro,
              cidade: query.cidade,
              estado: query.estado,
              cep: query.cep,
            });
      return this.storeFor(query.marcaId, point);
    },
  };
}

export type StoresService = ReturnType<typeof storesService>;
