import type { Menu, MenuProduct } from '@comanda/contract';
import { BRAND_ID, MODALITY } from '@comanda/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/**
 * GET /api/cardapio (§7) for the product screens: the store's menu tells whether the store is open and which
 * products it sells now. The query key is the menu screen's, so both read one cached answer.
 */
export async function getStoreMenu(storeId: number | undefined, signal?: AbortSignal): Promise<Menu> {
  const data = await api.get<{ cardapio: Menu }>('cardapio', {
    query: { marcaId: BRAND_ID, modalidadeId: MODALITY, lojaId: storeId },
    ...(signal ? { signal } : {}),
  });
  return data.cardapio;
}

export const storeMenuQueryOptions = (storeId: number | undefined) =>
  queryOptions({
    queryKey: ['cardapio', { storeId: storeId ?? null }],
    queryFn: ({ signal }) => getStoreMenu(storeId, signal),
  });

export function useStoreMenu(storeId: number | undefined) {
  return useQuery(storeMenuQueryOptions(storeId));
}

/** Every product of a menu, kits included, whether or not it is listed on the menu screen. */
export function menuProducts(menu: Menu | undefined): MenuProduct[] {
  return menu?.categorias.flatMap((category) => category.produtos) ?? [];
}
