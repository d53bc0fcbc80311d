import type { OrderWire } from '@comanda/contract';
import { api } from '../../../lib/api-client.ts';
import { ensureFreshSession } from '../../auth/index.ts';

/** GET /api/pedido?pedidoId (§7): one of the customer's orders, whole (lines, values, payment, history). */
export async function getOrder(pedidoId: number, signal?: AbortSignal): Promise<OrderWire> {
  await ensureFreshSession();
  return api.get<OrderWire>('pedido', { query: { pedidoId }, ...(signal ? { signal } : {}) });
}

/** The order's place in the query cache, shared by its details page and its live updates. */
export const orderKey = (pedidoId: number | null) => ['orders', 'detail', pedidoId] as const;
