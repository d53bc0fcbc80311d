import type { Menu } from '@comanda/contract';
import { BRAND_ID, MODALITY } from '@comanda/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/**
 * GET /api/cardapio (§7): the store's menu, or the brand's default menu when no store is chosen. The menu screen
 * lists it; the product screens read from it whether the store is open and which products it sells now.
 */
export async function getMenu(storeId: number | undefined, signal?: AbortSignal): Promise<Menu> {
  const data = await api.get<{ cardapio: Menu }>('cardapio', {
    query: { marcaId: BRAND_ID, modalidadeId: MODALITY, lojaId: storeId },
    ...(signal ? { signal } : {}),
  });
  return data.cardapio;
}

export const menuQueryOptions = (storeId: number | undefined) =>
  queryOptions({
    queryKey: ['cardapio', { storeId: storeId ?? null }],
    queryFn: ({ signal }) => getMenu(storeId, signal),
  });

export function useMenu(storeId: number | undefined) {
  return useQuery(menuQueryOptions(storeId));
}
