import type {
  DeliveryStore,
  RestaurantDetails,
  RestaurantSummary,
  RestaurantsQuery,
} from '@comanda/contract';
import {
  haversineKm,
  isStoreOpen,
  type LatLng,
  matchesStoreSearch,
  quoteDeliveryBetween,
  RESTAURANT_NOT_FOUND_MESSAGE,
  RESTAURANT_OUTSIDE_AREA_MESSAGE,
  todayOpeningHoursText,
  toMoney,
  toStoreTime,
  upcomingHolidays,
  weeklyOpeningHours,
} from '@comanda/domain';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';
import type { Clock } from '../../providers/clock.ts';
import type { StoresService } from '../stores/index.ts';
import { type Restaurant, restaurantsRepository as repo } from './repository.ts';

/** Not in the spec: an id that names no active restaurant of the brand. */
export const RESTAURANT_NOT_FOUND = RESTAURANT_NOT_FOUND_MESSAGE;

/** Distances go on the wire in km with two decimals. */
const roundKm = (km: number) => Math.round(km * 100) / 100;

const byName = (a: { nome: string }, b: { nome: string }) => a.nome.localeCompare(b.nome, 'pt-BR');

/** Restaurant pages (tabs/restaurantes, buscar-restaurante, detalhes-restaurante) and "order from here". */
export function restaurantsService({
  db,
  stores,
  clock,
  brandId,
}: {
  db: Db;
  stores: StoresService;
  clock: Clock;
  brandId: number;
}) {
  /** A brand's active restaurants (hours, holidays, fee bands and address), by id. */
  async function activeRestaurants(brand: number): Promise<Restaurant[]> {
    const [lookups, addresses] = await Promise.all([stores.activeStores(brand), repo.addresses(db, brand)]);
    const byId = new Map(addresses.map((row) => [row.id, row]));
    return lookups.flatMap((store) => {
      const address = byId.get(store.id);
      return address ? [{ ...store, ...address }] : [];
    });
  }

  function summary(store: Restaurant, now: Date, point?: LatLng): RestaurantSummary {
    return {
      id: store.id,
      nome: store.nome,
      logradouro: store.logradouro,
      numero: store.numero,
      complemento: store.complemento,
      bairro: store.bairro,
      cidade: store.cidade,
      estado: store.estado,
      cep: store.cep,
      telefone: store.telefone,
      lat: store.lat,
      lng: store.lng,
      tempoEntrega: store.tempoEntrega,
      statusLoja: isStoreOpen(store.schedule, now) ? 'aberta' : 'fechada',
      horario: todayOpeningHoursText(store.schedule, now),
      ...(point ? { distancia: roundKm(haversineKm(store, point)) } : {}),
    };
  }

  async function find(id: number): Promise<Restaurant> {
    const store = (await activeRestaurants(brandId)).find((candidate) => candidate.id === id);
    if (!store) throw new HttpError(404, 'restaurant_not_found', RESTAURANT_NOT_FOUND);
    return store;
  }

  return {
    activeRestaurants,

    /** The brand's active restaurants matching `busca`: nearest first with a point, else by name. */
    async list(query: RestaurantsQuery): Promise<RestaurantSummary[]> {
      const now = clock();
      const point =
        query.lat !== undefined && query.lng !== undefined ? { lat: query.lat, lng: query.lng } : undefined;
      const rows = (await activeRestaurants(query.marcaId))
        .filter((store) => matchesStoreSearch(store, query.busca ?? ''))
        .map((store) => summary(store, now, point));
      return point
        ? rows.sort((a, b) => (a.distancia ?? 0) - (b.distancia ?? 0) || a.id - b.id)
        : rows.sort(byName);
    },

    /** One restaurant with its week of opening hours (today marked) and its coming holidays. */
    async details(id: number): Promise<RestaurantDetails> {
      const now = clock();
      const store = await find(id);
      const today = toStoreTime(now).weekday;
      return {
        ...summary(store, now),
        horarios: weeklyOpeningHours(store.schedule).map((day) => ({ ...day, hoje: day.dia === today })),
        feriados: upcomingHolidays(store.schedule.feriados, now),
      };
    },

    /** §3 Store delivery terms of this restaurant for a point; 422 when the point is outside its area. */
    async delivery(id: number, point: LatLng): Promise<DeliveryStore> {
      const now = clock();
      const store = await find(id);
      const quote = quoteDeliveryBetween(store, point, store.faixasFrete, store.raioEntregaKm);
      if (!quote.inside) throw new HttpError(422, 'outside_delivery_area', RESTAURANT_OUTSIDE_AREA_MESSAGE);
      return {
        id: store.id,
        nome: store.nome,
        tempoEntrega: store.tempoEntrega,
        horario: todayOpeningHoursText(store.schedule, now),
        statusLoja: isStoreOpen(store.schedule, now) ? 'aberta' : 'fechada',
        frete: toMoney(quote.fee),
        habilitadoShinguru: store.habilitadoShinguru,
        metodo_pagamento: store.metodoPagamento,
        distancia: roundKm(quote.distanceKm),
      };
    },
  };
}

export type RestaurantsService = ReturnType<typeof restaurantsService>;
