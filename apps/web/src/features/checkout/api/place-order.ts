import type { ErrorCode, OrderWire, PlaceOrderBody } from '@comanda/contract';
import { fallbackErrorCode, REQUEST_FAILED_MESSAGE } from '../../../lib/api-client.ts';
import { postIdempotent } from '../../../lib/idempotent-post.ts';
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
  const answer = await postIdempotent('pedido', body, idempotencyKey);
  if (answer.kind === 'unanswered')
    return { ok: false, status: 0, code: 'network_error', message: REQUEST_FAILED_MESSAGE, data: undefined };
  if (answer.kind === 'unauthorized') {
    expireSession();
    return { ok: false, status: 401, code: 'not_authenticated', message: answer.message, data: undefined };
  }
  if (answer.kind === 'accepted')
    return { ok: true, order: answer.data as OrderWire, message: answer.message };
  const { status, envelope } = answer;
  const code = typeof envelope?.code === 'string' ? (envelope.code as ErrorCode) : fallbackErrorCode(status);
  // A payment provider's failure (502/503) is worded for the customer; any other 5xx says only that it failed.
  const worded = envelope?.message && (status < 500 || code.startsWith('payment_'));
  return {
    ok: false,
    status,
    code,
    message: worded ? (envelope?.message as string) : REQUEST_FAILED_MESSAGE,
    data: envelope?.data,
  };
}
