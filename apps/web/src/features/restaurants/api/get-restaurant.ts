import type { RestaurantDetails } from '@comanda/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** GET /api/restaurantes/:id: address, phone, the week's opening hours and the coming holidays. */
export function getRestaurant(id: number, signal?: AbortSignal): Promise<RestaurantDetails> {
  return api.get<RestaurantDetails>(`restaurantes/${id}`, signal ? { signal } : {});
}

export const restaurantQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['restaurantes', id],
    queryFn: ({ signal }) => getRestaurant(id, signal),
    staleTime: 60_000,
  });

export function useRestaurant(id: number | undefined) {
  return useQuery({ ...restaurantQueryOptions(id ?? 0), enabled: id !== undefined });
}
