import type { CartPriceBody, PricedCart } from '@comanda/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { ensureFreshSession } from '../../../lib/session-refresh.ts';

/**
 * POST /api/carrinho/calcular: the server prices the bag from its database (lines, delivery fee, coupon, gift
 * cards) and its §3 Cart totals are the ones the bag shows.
 */
export async function priceCart(body: CartPriceBody, signal?: AbortSignal): Promise<PricedCart> {
  // A coupon makes the call authenticated (§6): renew a token about to expire first.
  if (body.cupom) await ensureFreshSession();
  return api.post<PricedCart>('carrinho/calcular', { body, ...(signal ? { signal } : {}) });
}

export const priceCartQueryOptions = (body: CartPriceBody | null) =>
  queryOptions({
    queryKey: ['carrinho/calcular', body],
    queryFn: ({ signal }) => priceCart(body as CartPriceBody, signal),
    enabled: body !== null && body.itens.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 0,
    retry: false,
  });

export function usePricedCart(body: CartPriceBody | null) {
  return useQuery(priceCartQueryOptions(body));
}
