import type { PaymentOptionsData } from '@comanda/contract';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api-client.ts';

/**
 * GET /api/pagamentos?lojaId (§7): what the store accepts in the app and on delivery, with §4's options. A store
 * without payment settings answers 404, which reads as null: "a 404 returns nothing", so no option is shown.
 */
export async function getPaymentOptions(
  storeId: number,
  signal?: AbortSignal,
): Promise<PaymentOptionsData | null> {
  try {
    return await api.get<PaymentOptionsData>('pagamentos', {
      query: { lojaId: storeId },
      ...(signal ? { signal } : {}),
    });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const paymentOptionsQueryOptions = (storeId: number | undefined) =>
  queryOptions({
    queryKey: ['pagamentos', { lojaId: storeId ?? null }],
    queryFn: ({ signal }) => getPaymentOptions(storeId as number, signal),
    enabled: storeId !== undefined,
    staleTime: 5 * 60_000,
  });

/** The store's payment options; idle without a store, `data` null when the store offers none. */
export function usePaymentOptions(storeId: number | undefined) {
  return useQuery(paymentOptionsQueryOptions(storeId));
}

/** The store's payment options asked for ahead of the screen that shows them (the checkout from a link, ADR 0178). */
export function prefetchPaymentOptions(client: QueryClient, storeId: number | undefined): void {
  if (storeId !== undefined) void client.prefetchQuery(paymentOptionsQueryOptions(storeId));
}
