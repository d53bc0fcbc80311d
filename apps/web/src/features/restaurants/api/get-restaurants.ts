import type { RestaurantSummary } from '@comanda/contract';
import { BRAND_ID, type LatLng } from '@comanda/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** GET /api/restaurantes: the brand's restaurants, nearest first (with `distancia`) when a point is given. */
export function getRestaurants(
  point: LatLng | undefined,
  signal?: AbortSignal,
): Promise<RestaurantSummary[]> {
  return api.get<RestaurantSummary[]>('restaurantes', {
    query: { marcaId: BRAND_ID, lat: point?.lat, lng: point?.lng },
    ...(signal ? { signal } : {}),
  });
}

export const restaurantsQueryOptions = (point: LatLng | undefined) =>
  queryOptions({
    queryKey: ['restaurantes', { lat: point?.lat ?? null, lng: point?.lng ?? null }],
    queryFn: ({ signal }) => getRestaurants(point, signal),
    // Open/closed changes with the clock: refresh when the screen comes back after a minute.
    staleTime: 60_000,
  });

export function useRestaurants(point: LatLng | undefined) {
  return useQuery(restaurantsQueryOptions(point));
}
