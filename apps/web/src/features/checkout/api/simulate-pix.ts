import type { OrderWire } from '@comanda/contract';
import { api } from '../../../lib/api-client.ts';
import { ensureFreshSession } from '../../auth/index.ts';

/** POST /api/dev/pix/simular?pedidoId (outside production only): pays the order's sandbox Pix. */
export async function simulatePixPayment(pedidoId: number): Promise<OrderWire> {
  await ensureFreshSession();
  return api.post<OrderWire>('dev/pix/simular', { query: { pedidoId }, body: {} });
}
