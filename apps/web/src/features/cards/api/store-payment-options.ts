import type { PaymentOptionsData } from '@comanda/contract';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api-client.ts';

/** What registering a card needs from the store: its provider (`metodo_pagamento`) and browser tokenization. */
export type StoreCardSettings = Pick<PaymentOptionsData, 'metodo_pagamento' | 'tokenizacao'>;

/** Without a store, or for a store that offers no payments (404, §7), cards go to the default provider. */
const DEFAULT_SETTINGS: StoreCardSettings = { metodo_pagamento: 'mundipagg', tokenizacao: null };

/** GET /api/pagamentos?lojaId: the store's card provider and tokenization. */
export async function getStoreCardSettings(
  storeId: number | undefined,
  signal?: AbortSignal,
): Promise<StoreCardSettings> {
  if (storeId === undefined) return DEFAULT_SETTINGS;
  try {
    const data = await api.get<PaymentOptionsData>('pagamentos', {
      query: { lojaId: storeId },
      ...(signal ? { signal } : {}),
    });
    return { metodo_pagamento: data.metodo_pagamento, tokenizacao: data.tokenizacao };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return DEFAULT_SETTINGS;
    throw error;
  }
}

export const storeCardSettingsQuery = (storeId: number | undefined) =>
  queryOptions({
    queryKey: ['cards', 'pagamentos', storeId ?? null],
    queryFn: ({ signal }) => getStoreCardSettings(storeId, signal),
    staleTime: 5 * 60_000,
  });
