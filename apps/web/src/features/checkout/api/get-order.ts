import type { OrderWire } from '@comanda/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { ensureFreshSession } from '../../auth/index.ts';

/** How often a Pix order is asked about while it waits for its payment. */
export const PIX_POLL_MS = 3000;

/** GET /api/pedido?pedidoId (§7): one of the customer's orders, with its status and payment. */
export async function getOrder(pedidoId: number, signal?: AbortSignal): Promise<OrderWire> {
  await ensureFreshSession();
  return api.get<OrderWire>('pedido', { query: { pedidoId }, ...(signal ? { signal } : {}) });
}

export const orderQueryOptions = (pedidoId: number | null) =>
  queryOptions({
    queryKey: ['pedido', pedidoId],
    queryFn: ({ signal }) => getOrder(pedidoId as number, signal),
    enabled: pedidoId !== null,
    retry: false,
  });

/** The order, asked again every PIX_POLL_MS while `poll` says it is still waiting. */
export function useOrder(pedidoId: number | null, poll: (order: OrderWire | undefined) => boolean) {
  return useQuery({
    ...orderQueryOptions(pedidoId),
    refetchInterval: (query) => (poll(query.state.data) ? PIX_POLL_MS : false),
    refetchIntervalInBackground: true,
  });
}
