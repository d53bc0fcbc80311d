import type { OrderWire } from '@comanda/contract';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { ensureFreshSession } from '../../auth/index.ts';
import { laterOrder } from '../tracking/order-updates.ts';

/** GET /api/pedido?pedidoId (§7): one of the customer's orders, whole (lines, values, payment, history). */
export async function getOrder(pedidoId: number, signal?: AbortSignal): Promise<OrderWire> {
  await ensureFreshSession();
  return api.get<OrderWire>('pedido', { query: { pedidoId }, ...(signal ? { signal } : {}) });
}

/** The order's place in the query cache, shared by its details page and its live updates. */
export const orderKey = (pedidoId: number | null) => ['orders', 'detail', pedidoId] as const;

/**
 * The order's query, read by its details page and asked for ahead of it (prefetch-order-details.ts): a new reading
 * never replaces a later state its live stream has already shown (laterOrder).
 */
export const orderQueryOptions = (client: QueryClient, pedidoId: number | null) =>
  queryOptions({
    queryKey: orderKey(pedidoId),
    queryFn: async ({ signal }) =>
      laterOrder(
        client.getQueryData<OrderWire>(orderKey(pedidoId)),
        await getOrder(pedidoId as number, signal),
      ),
    enabled: pedidoId !== null,
    retry: false,
  });
