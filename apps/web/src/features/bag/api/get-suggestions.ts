import type { MenuProduct } from '@comanda/contract';
import { BRAND_ID, MODALITY } from '@comanda/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** GET /api/vendas_sugestivas (§7): products the store suggests in the bag, asked of the current store. */
export function getSuggestions(storeId: number | undefined, signal?: AbortSignal): Promise<MenuProduct[]> {
  return api.get<MenuProduct[]>('vendas_sugestivas', {
    query: { lojaId: storeId, marcaId: BRAND_ID, modalidadeId: MODALITY },
    ...(signal ? { signal } : {}),
  });
}

export const suggestionsQueryOptions = (storeId: number | undefined) =>
  queryOptions({
    queryKey: ['vendas_sugestivas', { storeId: storeId ?? null }],
    queryFn: ({ signal }) => getSuggestions(storeId, signal),
  });

export function useSuggestions(storeId: number | undefined) {
  return useQuery(suggestionsQueryOptions(storeId));
}
