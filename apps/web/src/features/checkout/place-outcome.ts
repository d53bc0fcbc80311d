import type { ErrorCode, OrderWire, PricedBag } from '@comanda/contract';
import { ORDER_CONFIRMING_MESSAGE, ORDER_NOT_COMPLETED_MESSAGE, ORDER_PLACED_MESSAGE } from '@comanda/domain';
import { type CardPaymentTexts, cardPaymentStep } from '../payments/index.ts';
import type { PlaceOrderAnswer } from './api/place-order.ts';

/** Shown with the order (card, cash, card on delivery) when the server sends no message of its own. */
export { ORDER_PLACED_MESSAGE };

/** The order's words for a card result the server did not word (the API's own, docs/payments.md). */
export const ORDER_CARD_TEXTS: CardPaymentTexts = {
  paid: ORDER_PLACED_MESSAGE,
  confirming: ORDER_CONFIRMING_MESSAGE,
  refused: ORDER_NOT_COMPLETED_MESSAGE,
};

/**
 * What the checkout does with an answer of POST /api/pedido (a card's result read by payments' `cardPaymentStep`,
 * as a donation's is):
 * - `placed`: the order exists (the bag is cleared; Pix opens its payment screen, the rest the order's details,
 *   which follow a card still `confirming` until the provider answers);
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
  | { kind: 'placed'; order: OrderWire; message: string; confirming: boolean }
  | { kind: 'total-changed'; priced: PricedBag; message: string }
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

function isPricedBag(data: unknown): data is PricedBag {
  if (typeof data !== 'object' || data === null || !('totais' in data)) return false;
  const { totais } = data as { totais: unknown };
  return typeof totais === 'object' && totais !== null && 'total' in totais;
}

function placed(order: OrderWire, message: string | undefined): PlaceOutcome {
  if (order.formaPagamento.tipo !== 'cartao')
    return { kind: 'placed', order, message: message ?? ORDER_PLACED_MESSAGE, confirming: false };
  const step = cardPaymentStep(
    { ok: true, payment: order.formaPagamento.status, message, reason: order.formaPagamento.motivo },
    ORDER_CARD_TEXTS,
  );
  switch (step.kind) {
    case 'paid':
    case 'confirming':
      return { kind: 'placed', order, message: step.message, confirming: step.kind === 'confirming' };
    case 'refused':
      return { kind: 'payment-refused', message: step.message };
    case 'unanswered':
    case 'session-ended':
      throw new Error(`an answered card payment cannot be ${step.kind}`);
    default: {
      const unknown: never = step;
      throw new Error(`unknown card step ${JSON.stringify(unknown)}`);
    }
  }
}

export function placeOutcome(answer: PlaceOrderAnswer): PlaceOutcome {
  if (answer.ok) return placed(answer.order, answer.message);
  const { code, message } = answer;
  if (code === 'order_total_changed' && isPricedBag(answer.data))
    return { kind: 'total-changed', priced: answer.data, message };
  if (code === 'cash_change_too_low') return { kind: 'cash-change', message };
  if (code.startsWith('coupon_')) return { kind: 'coupon-refused', message };
  const step = cardPaymentStep(answer, ORDER_CARD_TEXTS);
  switch (step.kind) {
    case 'session-ended':
      return step;
    case 'unanswered':
      return { kind: 'unanswered', message: step.message };
    case 'refused':
    case 'paid':
    case 'confirming':
      return code.startsWith('card_') || PAYMENT_REFUSALS.has(code)
        ? { kind: 'payment-refused', message }
        : { kind: 'refused', message };
    default: {
      const unknown: never = step;
      throw new Error(`unknown card step ${JSON.stringify(unknown)}`);
    }
  }
}
