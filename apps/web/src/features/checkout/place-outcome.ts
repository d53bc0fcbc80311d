import type { ErrorCode, OrderWire, PricedCart } from '@comanda/contract';
import type { PlaceOrderAnswer } from './api/place-order.ts';

/** Shown with the order (card, cash, card on delivery) when the server sends no message of its own. */
export const ORDER_PLACED_MESSAGE = 'Pedido realizado com sucesso!';

/**
 * What the checkout does with an answer of POST /api/pedido:
 * - `placed`: the order exists (the bag is cleared; Pix opens its payment screen, the rest the order's details);
 * - `total-changed`: nothing was placed, the total is now `priced.totais.total`; ask the customer to confirm it;
 * - `payment-refused`: the card (or the payment method) was refused, the order cancelled on the server; the bag
 *   stays and the customer picks another payment;
 * - `cash-change`: the change asked for is not above the total; said under the change field;
 * - `coupon-refused`: the coupon no longer applies; it leaves the bag and the bag is priced again;
 * - `unanswered`: no answer, or the first request with this key is still running: the same attempt may be sent
 *   again with the same key, which never places a second order;
 * - `session-ended`: a 401, already handled by the session expiry (login and alert);
 * - `refused`: anything else the server refused (store closed, gift card, product, address…); its message is shown.
 */
export type PlaceOutcome =
  | { kind: 'placed'; order: OrderWire; message: string }
  | { kind: 'total-changed'; priced: PricedCart; message: string }
  | { kind: 'payment-refused'; message: string }
  | { kind: 'cash-change'; message: string }
  | { kind: 'coupon-refused'; message: string }
  | { kind: 'unanswered'; message: string }
  | { kind: 'session-ended' }
  | { kind: 'refused'; message: string };

/** Refusals of the payment itself: the customer chooses another way to pay (§4, issue 12). */
const PAYMENT_REFUSALS = new Set<ErrorCode>([
  'card_unusable',
  'card_not_found',
  'payment_method_not_offered',
  'payment_operation_not_allowed',
  'payment_provider_unavailable',
  'payment_provider_error',
  'payment_provider_invalid_answer',
  'payment_request_rejected',
]);

/** Answers that do not say whether the order was placed: retry the same attempt, with the same key. */
const UNANSWERED = new Set<ErrorCode>([
  'network_error',
  'order_in_progress',
  'internal_error',
  'service_unavailable',
  'rate_limited',
]);

function isPricedCart(data: unknown): data is PricedCart {
  if (typeof data !== 'object' || data === null || !('totais' in data)) return false;
  const { totais } = data as { totais: unknown };
  return typeof totais === 'object' && totais !== null && 'total' in totais;
}

export function placeOutcome(answer: PlaceOrderAnswer): PlaceOutcome {
  if (answer.ok)
    return { kind: 'placed', order: answer.order, message: answer.message ?? ORDER_PLACED_MESSAGE };
  const { code, message } = answer;
  if (code === 'not_authenticated') return { kind: 'session-ended' };
  if (code === 'order_total_changed' && isPricedCart(answer.data))
    return { kind: 'total-changed', priced: answer.data, message };
  if (code === 'cash_change_too_low') return { kind: 'cash-change', message };
  if (code.startsWith('coupon_')) return { kind: 'coupon-refused', message };
  if (code.startsWith('card_') || PAYMENT_REFUSALS.has(code)) return { kind: 'payment-refused', message };
  if (UNANSWERED.has(code)) return { kind: 'unanswered', message };
  return { kind: 'refused', message };
}
