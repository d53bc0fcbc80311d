import type { PaymentStatus } from '@comanda/domain';
import { toast } from '../../lib/toast.ts';

/**
 * What a payable's endpoint (POST pedido, POST doacao, GET doacao…) said about the card payment it was asked for:
 * - answered: the payment's status, the server's message and, once refused, its reason;
 * - refused: the HTTP status (0 when no answer came), the stable error code and the pt-BR message to show.
 */
export type CardPaymentAnswer =
  | { ok: true; payment: PaymentStatus; message?: string | undefined; reason?: string | null }
  | { ok: false; status: number; code: string; message: string };

/** A payable's own words for a card result the server did not word. */
export interface CardPaymentTexts {
  paid: string;
  confirming: string;
  refused: string;
}

/**
 * What the screen does with a card payment, the same for every payable:
 * - `paid`: a success toast, and the payable is done (the order's details, the donation's thanks);
 * - `confirming`: the provider has not answered yet (201 still waiting): an info toast, and the payable is followed
 *   until its payment settles, then shown as paid or refused;
 * - `refused`: the card was refused (422, with the provider's reason) or the provider failed (502/503): an error
 *   toast with the reason, the customer picks another card or way to pay, with a new attempt;
 * - `unanswered`: no answer, still in progress, or any other server failure: an error toast, and the same attempt
 *   may go again with the same Idempotency-Key, which never charges twice;
 * - `session-ended`: a 401, already handled by the session expiry (login and alert).
 */
export type CardPaymentStep =
  | { kind: 'paid'; message: string }
  | { kind: 'confirming'; message: string }
  | { kind: 'refused'; message: string }
  | { kind: 'unanswered'; message: string }
  | { kind: 'session-ended' };

/** Answers that do not say whether the payment was made: the same attempt goes again, with the same key. */
const UNANSWERED_CODES = new Set([
  'network_error',
  'order_in_progress',
  'internal_error',
  'service_unavailable',
  'rate_limited',
]);

export function cardPaymentStep(answer: CardPaymentAnswer, texts: CardPaymentTexts): CardPaymentStep {
  if (!answer.ok) {
    const { status, code, message } = answer;
    if (status === 401 || code === 'not_authenticated') return { kind: 'session-ended' };
    if (status === 0 || UNANSWERED_CODES.has(code)) return { kind: 'unanswered', message };
    return { kind: 'refused', message };
  }
  switch (answer.payment) {
    case 'aprovado':
      return { kind: 'paid', message: answer.message ?? texts.paid };
    case 'aguardando':
      return { kind: 'confirming', message: answer.message ?? texts.confirming };
    case 'recusado':
    case 'expirado':
    case 'estorno_pendente':
    case 'estornado':
    case 'na_entrega':
      return { kind: 'refused', message: answer.reason ?? texts.refused };
    default: {
      const unknown: never = answer.payment;
      throw new Error(`unknown payment status ${String(unknown)}`);
    }
  }
}

/** The toast of a card result: success once paid, info while confirming, error with the reason otherwise. */
export function announceCardPayment(step: CardPaymentStep): void {
  switch (step.kind) {
    case 'paid':
      toast.success(step.message);
      return;
    case 'confirming':
      toast.info(step.message);
      return;
    case 'refused':
    case 'unanswered':
      toast.error(step.message);
      return;
    case 'session-ended':
      return;
    default: {
      const unknown: never = step;
      throw new Error(`unknown card step ${JSON.stringify(unknown)}`);
    }
  }
}
