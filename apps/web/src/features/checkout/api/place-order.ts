import type { ErrorCode, OrderWire, PlaceOrderBody } from '@comanda/contract';
import {
  buildHeaders,
  buildUrl,
  type Envelope,
  fallbackErrorCode,
  REQUEST_FAILED_MESSAGE,
} from '../../../lib/api-client.ts';
import { ensureFreshSession, expireSession } from '../../auth/index.ts';

/**
 * What POST /api/pedido answered: the placed order, or a refusal with its stable `code`, the pt-BR message to show
 * and the envelope's `data` (the re-priced bag for `order_total_changed`, the cancelled order for a refused card).
 * A request that got no answer is a refusal with the code `network_error` and HTTP status 0.
 */
export type PlaceOrderAnswer =
  | { ok: true; order: OrderWire; message: string | undefined }
  | { ok: false; status: number; code: ErrorCode; message: string; data: unknown };

/**
 * POST /api/pedido with the attempt's `Idempotency-Key`. Unlike the other calls it keeps the refusal's `data`, which
 * the checkout needs; like them, a 401 ends the session (§4 Session).
 */
export async function placeOrder(body: PlaceOrderBody, idempotencyKey: string): Promise<PlaceOrderAnswer> {
  await ensureFreshSession();
  let response: Response;
  try {
    response = await fetch(buildUrl('pedido'), {
      method: 'POST',
      headers: buildHeaders('POST', { 'Idempotency-Key': idempotencyKey }),
      body: JSON.stringify(body),
      credentials: 'same-origin',
    });
  } catch {
    return { ok: false, status: 0, code: 'network_error', message: REQUEST_FAILED_MESSAGE, data: undefined };
  }
  let envelope: Envelope<unknown> | null = null;
  try {
    envelope = (await response.json()) as Envelope<unknown>;
  } catch {
    envelope = null;
  }
  if (response.status === 401 || envelope?.responseCode === 401) {
    expireSession();
    return {
      ok: false,
      status: 401,
      code: 'not_authenticated',
      message: envelope?.message ?? 'Sessão expirada',
      data: undefined,
    };
  }
  if (response.ok && envelope?.status === 'success' && envelope.data)
    return { ok: true, order: envelope.data as OrderWire, message: envelope.message };
  const code =
    typeof envelope?.code === 'string' ? (envelope.code as ErrorCode) : fallbackErrorCode(response.status);
  // A payment provider's failure (502/503) is worded for the customer; any other 5xx says only that it failed.
  const worded = envelope?.message && (response.status < 500 || code.startsWith('payment_'));
  return {
    ok: false,
    status: response.status,
    code,
    message: worded ? (envelope?.message as string) : REQUEST_FAILED_MESSAGE,
    data: envelope?.data,
  };
}
