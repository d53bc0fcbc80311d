import type { Banner } from '@comanda/contract';
import { BRAND_ID } from '@comanda/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** GET /api/banners: already limited to the PWA platform, with the brand's default banner when none apply. */
export function getBanners(storeId: number | undefined, signal?: AbortSignal): Promise<Banner[]> {
  return api.get<Banner[]>('banners', {
    query: { marcaId: BRAND_ID, lojaId: storeId },
    ...(signal ? { signal } : {}),
  });
}

export const bannersQueryOptions = (storeId: number | undefined) =>
  queryOptions({
    queryKey: ['banners', { storeId: storeId ?? null }],
    queryFn: ({ signal }) => getBanners(storeId, signal),
  });

export function useBanners(storeId: number | undefined) {
  return useQuery(bannersQueryOptions(storeId));
}
