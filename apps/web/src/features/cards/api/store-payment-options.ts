import type { PaymentOptionsData } from '@comanda/contract';
import type { QueryClient } from '@tanstack/react-query';
import { paymentOptionsQueryOptions } from '../../payments/index.ts';

/** What registering a card needs from the store: its provider (`metodo_pagamento`) and browser tokenization. */
export type StoreCardSettings = Pick<PaymentOptionsData, 'metodo_pagamento' | 'tokenizacao'>;

/** Without a store, or for a store that offers no payments (404, §7), cards go to the default provider. */
const DEFAULT_SETTINGS: StoreCardSettings = { metodo_pagamento: 'mundipagg', tokenizacao: null };

/**
 * The store's card provider and tokenization, from its payment options: GET /api/pagamentos?lojaId through the
 * payments feature's query, so the checkout and the card form share one request and one cache entry.
 */
export async function storeCardSettings(
  queryClient: QueryClient,
  storeId: number | undefined,
): Promise<StoreCardSettings> {
  if (storeId === undefined) return DEFAULT_SETTINGS;
  const options = await queryClient.fetchQuery(paymentOptionsQueryOptions(storeId));
  return options
    ? { metodo_pagamento: options.metodo_pagamento, tokenizacao: options.tokenizacao }
    : DEFAULT_SETTINGS;
}
