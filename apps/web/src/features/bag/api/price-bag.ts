import type { BagPriceBody, PricedBag, PricedBagLine } from '@comanda/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { ensureFreshSession } from '../../auth/index.ts';

/** What the bag asks to be priced: the body, and the id of each line in the order they are sent. */
export interface BagPriceRequest {
  body: BagPriceBody;
  lineIds: readonly string[];
}

/** A line as the server priced it, with the id of the bag line it was sent for. */
export type PricedStoredBagLine = PricedBagLine & { produto_carrinho: string };
export type PricedStoredBag = Omit<PricedBag, 'itens'> & { itens: PricedStoredBagLine[] };

/** POST /api/carrinho/calcular as the server answers it: lines for a store priced from its current menu. */
export function priceBagBody(body: BagPriceBody, signal?: AbortSignal): Promise<PricedBag> {
  return api.post<PricedBag>('carrinho/calcular', { body, ...(signal ? { signal } : {}) });
}

/**
 * The bag priced by the server from its database (lines, delivery fee, coupon, gift cards): its §3 Cart totals
 * are the ones the bag shows. It answers the lines in the order they were sent, so
 * each priced line takes back the id it was sent with; from then on lines are matched by id.
 */
export async function priceBag(request: BagPriceRequest, signal?: AbortSignal): Promise<PricedStoredBag> {
  // A coupon or a Shinguru benefit makes the call authenticated (§6): renew a token about to expire first.
  if (request.body.cupom || request.body.itens.some((line) => line.beneficio)) await ensureFreshSession();
  const priced = await priceBagBody(request.body, signal);
  return {
    ...priced,
    itens: priced.itens.map((line, index) => ({ ...line, produto_carrinho: request.lineIds[index] ?? '' })),
  };
}

export const priceBagQueryOptions = (request: BagPriceRequest | null) =>
  queryOptions({
    queryKey: ['carrinho/calcular', request?.body ?? null, request?.lineIds ?? null],
    queryFn: ({ signal }) => priceBag(request as BagPriceRequest, signal),
    enabled: request !== null && request.body.itens.length > 0,
    placeholderData: keepPreviousData,
    // every screen that opens re-prices the bag; one that opens while the price asked for with its code
    // (prefetchBagPrice) is on its way joins that request
    staleTime: 0,
    retry: false,
  });

export function usePricedBag(request: BagPriceRequest | null) {
  return useQuery(priceBagQueryOptions(request));
}
