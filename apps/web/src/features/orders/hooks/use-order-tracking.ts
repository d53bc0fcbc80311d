import type { OrderWire } from '@comanda/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { buildHeaders, buildUrl } from '../../../lib/api-client.ts';
import { ensureFreshSession, expireSession } from '../../auth/index.ts';
import { getOrder, orderKey, orderQueryOptions } from '../api/get-order.ts';
import { type TrackingMode, trackOrder } from '../tracking/order-tracker.ts';
import { laterOrder, withStatusEvent } from '../tracking/order-updates.ts';

async function streamHeaders(): Promise<Record<string, string>> {
  await ensureFreshSession();
  return buildHeaders('GET');
}

/**
 * The order of tabs/detalhes-pedido, kept up to date without reload: read once, then followed through its live
 * stream (or polling when the stream cannot be used). A status change shows at once and the whole order is read
 * again for what the change carries besides the status (the payment, the Pix).
 */
export function useOrderTracking(pedidoId: number | null) {
  const queryClient = useQueryClient();
  const [mode, setMode] = useState<TrackingMode>('connecting');
  const query = useQuery(orderQueryOptions(queryClient, pedidoId));

  useEffect(() => {
    if (pedidoId === null) return;
    const key = orderKey(pedidoId);
    const show = (order: OrderWire) =>
      queryClient.setQueryData<OrderWire>(key, (current) => laterOrder(current, order));
    return trackOrder({
      url: buildUrl('pedido/eventos', { pedidoId }),
      fetch: (input, init) => fetch(input, init),
      headers: streamHeaders,
      loadOrder: (signal) => getOrder(pedidoId, signal),
      onOrder: show,
      onStatus: (event) => {
        queryClient.setQueryData<OrderWire>(key, (current) =>
          current ? withStatusEvent(current, event) : current,
        );
        void queryClient.invalidateQueries({ queryKey: key });
      },
      onUnauthorized: expireSession,
      onMode: setMode,
    });
  }, [pedidoId, queryClient]);

  return { ...query, mode };
}
