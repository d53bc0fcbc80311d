import type { OrderSummaryWire } from '@comanda/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { ensureFreshSession } from '../../auth/index.ts';

/** GET /api/pedidos: the customer's orders, newest first (tabs/historico). */
export async function getOrders(signal?: AbortSignal): Promise<OrderSummaryWire[]> {
  await ensureFreshSession();
  return api.get<OrderSummaryWire[]>('pedidos', signal ? { signal } : {});
}

export const ordersQueryOptions = () =>
  queryOptions({
    queryKey: ['orders', 'list'],
    queryFn: ({ signal }) => getOrders(signal),
    staleTime: 0,
    retry: false,
  });

export function useOrders() {
  return useQuery(ordersQueryOptions());
}
