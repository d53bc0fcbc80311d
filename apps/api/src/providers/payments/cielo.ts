import { type CardBrand, isCardExpired } from '@comanda/domain';
import { type Clock, systemClock } from '../clock.ts';
import { callProvider, type HttpCall, type HttpOutcome, isRecord, num, obj, str } from '../http/index.ts';
import {
  assertAmount,
  assertIdempotencyKey,
  checkCardData,
  guidFromKey,
  isRefusal,
  plainText,
} from './card-data.ts';
import type {
  CardCharge,
  CardGateway,
  ChargeReference,
  ChargeResult,
  Failed,
  QueryChargeResult,
} from './card-gateway.ts';
import {
  failure,
  PAYMENT_PENDING_MESSAGE,
  refusal,
  refusalFromCieloCode,
  transportFailure,
} from './refusals.ts';

export interface CieloOptions {
  /** Transactions host, e.g. https://api.cieloecommerce.cielo.com.br (sandbox: apisandbox.…). */
  apiUrl: string;
  /** Query host, e.g. https://apiquery.cieloecommerce.cielo.com.br (sandbox: apiquerysandbox.…). */
  queryUrl: string;
  merchantId: string;
  merchantKey: string;
  timeoutMs: number;
  clock?: Clock | undefined;
}

type Json = Record<string, unknown>;

/** Brand names Cielo API 3.0 takes; the meal-voucher brands are not sold through this API here. */
const CIELO_BRANDS: Partial<Record<CardBrand, string>> = {
  Visa: 'Visa',
  Mastercard: 'Master',
  Amex: 'Amex',
  Elo: 'Elo',
  Diners: 'Diners',
  Hipercard: 'Hipercard',
  Hiper: 'Hiper',
};

/** The codes (never the messages' data) of a Cielo error list `[{ Code, Message }]`, for logs. */
function errorCodes(body: unknown): string {
  if (!Array.isArray(body)) return '';
  return body
    .map((item) => (isRecord(item) ? str(item, 'Code') : null))
    .filter(Boolean)
    .join(',');
}

function mentionsCardToken(body: unknown): boolean {
  return (
    Array.isArray(body) &&
    body.some((item) => isRecord(item) && /card ?token/i.test(str(item, 'Message') ?? ''))
  );
}

/**
 * A Cielo sale's `Payment` → our result, by Payment.Status: 1 Authorized, 2 PaymentConfirmed (captured; a
 * VoidedAmount means a partial or full refund), 3 Denied (ReturnCode mapped), 10 Voided, 11 Refunded,
 * 13 Aborted; 0 NotFinished, 12 Pending and 20 Scheduled stay pending.
 */
export function resultFromCieloPayment(payment: Json, ref: ChargeReference): ChargeResult {
  const chargeId = str(payment, 'PaymentId');
  const status = num(payment, 'Status');
  const amount = num(payment, 'Amount');
  if (!chargeId || status === null || amount === null)
    return {
      outcome: 'failed',
      failure: failure('payment_provider_invalid_answer', 'payment without PaymentId, Status or Amount'),
      reference: ref,
    };
  const reference = { ...ref, chargeId };
  const captured = num(payment, 'CapturedAmount') ?? 0;
  const voided = num(payment, 'VoidedAmount') ?? 0;
  const base: CardCharge = {
    chargeId,
    status: 'authorized',
    amount,
    capturedAmount: 0,
    refundedAmount: 0,
    authorizationCode: str(payment, 'AuthorizationCode'),
  };
  const approved = (charge: Partial<CardCharge>): ChargeResult => ({
    outcome: 'approved',
    charge: { ...base, ...charge },
    reference,
  });
  switch (status) {
    case 1:
      return approved({});
    case 2: {
      const capturedAmount = captured || amount;
      if (voided <= 0) return approved({ status: 'captured', capturedAmount });
      return approved({
        status: voided >= capturedAmount ? 'refunded' : 'partially_refunded',
        capturedAmount,
        refundedAmount: voided,
      });
    }
    case 3:
      return { outcome: 'refused', refusal: refusalFromCieloCode(str(payment, 'ReturnCode')), reference };
    case 10:
      return captured > 0
        ? approved({ status: 'refunded', capturedAmount: captured, refundedAmount: voided || captured })
        : approved({ status: 'voided' });
    case 11:
      return approved({
        status: 'refunded',
        capturedAmount: captured || amount,
        refundedAmount: voided || captured || amount,
      });
    case 13:
      return { outcome: 'refused', refusal: refusal('card_processing_error', '13'), reference };
    default:
      return { outcome: 'pending', reason: 'processing', message: PAYMENT_PENDING_MESSAGE, reference };
  }
}

/**
 * Cielo API 3.0 (`metodo` 'braspag'). Cielo keeps no customer records (the holder's name travels with each call)
 * and documents no call to delete a CardToken, so those are local. `RequestId` is a correlation id, not
 * idempotency: the sale's `MerchantOrderId` is our idempotency key, and a charge first asks the query host whether
 * a sale with that key exists — a retry returns that sale instead of selling twice.
 */
export function cieloCardGateway(options: CieloOptions): CardGateway {
  const api = options.apiUrl.replace(/\/+$/, '');
  const query = options.queryUrl.replace(/\/+$/, '');
  const clock = options.clock ?? systemClock;
  const call = (method: HttpCall['method'], url: string, requestKey: string, json?: unknown) =>
    callProvider({
      method,
      url,
      headers: {
        merchantid: options.merchantId,
        merchantkey: options.merchantKey,
        requestid: guidFromKey(requestKey),
      },
      json,
      timeoutMs: options.timeoutMs,
    });

  /** GET /1/sales/{PaymentId} on the query host. */
  async function readSale(paymentId: string, ref: ChargeReference): Promise<QueryChargeResult> {
    const outcome = await call(
      'GET',
      `${query}/1/sales/${encodeURIComponent(paymentId)}`,
      ref.idempotencyKey,
    );
    if (outcome.kind === 'answered' && outcome.status === 404)
      return { outcome: 'not_found', reference: ref };
    if (outcome.kind !== 'answered' || outcome.status >= 300 || !isRecord(outcome.json))
      return { ...transportFailure(outcome, errorCodes), reference: ref };
    const payment = obj(outcome.json, 'Payment');
    if (!payment)
      return {
        outcome: 'failed',
        failure: failure('payment_provider_invalid_answer', 'sale without Payment'),
        reference: ref,
      };
    return resultFromCieloPayment(payment, ref);
  }

  /** GET /1/sales?merchantOrderId= on the query host: the PaymentId of the sale made with this key, if any. */
  async function findSale(
    key: string,
  ): Promise<{ kind: 'found'; paymentId: string } | { kind: 'none' } | Failed> {
    const outcome = await call('GET', `${query}/1/sales?merchantOrderId=${encodeURIComponent(key)}`, key);
    if (outcome.kind === 'answered' && outcome.status === 404) return { kind: 'none' };
    if (outcome.kind !== 'answered' || outcome.status >= 300) return transportFailure(outcome, errorCodes);
    // Only a readable answer can say "no sale": anything else must not lead to a second sale.
    if (!isRecord(outcome.json))
      return {
        outcome: 'failed',
        failure: failure('payment_provider_invalid_answer', 'unreadable sale lookup'),
      };
    const payments = outcome.json.Payments;
    if (payments === undefined || payments === null) return { kind: 'none' };
    if (!Array.isArray(payments))
      return {
        outcome: 'failed',
        failure: failure('payment_provider_invalid_answer', 'Payments is not a list'),
      };
    const first = payments.find((item) => isRecord(item) && str(item, 'PaymentId'));
    return first ? { kind: 'found', paymentId: str(first as Json, 'PaymentId')! } : { kind: 'none' };
  }

  /** Sent-but-unanswered → pending; not sent or 5xx → failed; 4xx → refused as not allowed. */
  function operationOutcome(outcome: HttpOutcome, ref: ChargeReference): ChargeResult | null {
    if (outcome.kind === 'not_sent') return { ...transportFailure(outcome, errorCodes), reference: ref };
    if (outcome.kind === 'no_answer' || (outcome.status < 300 && outcome.unreadable))
      return { outcome: 'pending', reason: 'timeout', message: PAYMENT_PENDING_MESSAGE, reference: ref };
    if (outcome.status >= 500) return { ...transportFailure(outcome, errorCodes), reference: ref };
    if (outcome.status >= 400)
      return { outcome: 'refused', refusal: refusal('payment_operation_not_allowed'), reference: ref };
    return null;
  }

  return {
    provider: 'cielo',
    method: 'braspag',
    browserTokenization: null,

    async createCustomer(input) {
      return {
        outcome: 'ok',
        customer: { id: input.code, code: input.code, name: input.name, email: input.email },
      };
    },

    async getCustomer(customerId) {
      return { outcome: 'ok', customer: { id: customerId, code: customerId, name: null, email: null } };
    },

    async saveCard({ customer, source }) {
      if (source.kind === 'token')
        return {
          outcome: 'failed',
          failure: failure('payment_request_rejected', 'Cielo takes card data, not browser tokens'),
        };
      const card = checkCardData(source);
      if (isRefusal(card)) return { outcome: 'refused', refusal: card };
      const brand = CIELO_BRANDS[card.brand];
      if (!brand) return { outcome: 'refused', refusal: refusal('card_not_supported') };
      const outcome = await call('POST', `${api}/1/card/`, `card-${customer.id}-${card.lastFour}`, {
        CustomerName: customer.name.trim().slice(0, 255),
        CardNumber: card.number,
        Holder: card.holderName.slice(0, 25),
        ExpirationDate: `${String(card.expMonth).padStart(2, '0')}/${card.expYear}`,
        Brand: brand,
      });
      if (outcome.kind === 'answered' && outcome.status === 400)
        return { outcome: 'refused', refusal: refusal('card_invalid') };
      if (outcome.kind !== 'answered' || outcome.status >= 300 || !isRecord(outcome.json))
        return transportFailure(outcome, errorCodes);
      const token = str(outcome.json, 'CardToken');
      if (!token)
        return { outcome: 'failed', failure: failure('payment_provider_invalid_answer', 'no CardToken') };
      return {
        outcome: 'approved',
        card: {
          token,
          brand: card.brand,
          lastFour: card.lastFour,
          type: card.type === 'debit' ? 'debit' : 'credit',
          expMonth: card.expMonth,
          expYear: card.expYear,
        },
      };
    },

    async deleteCard() {
      return { outcome: 'ok' };
    },

    async checkCard({ cardToken }) {
      const outcome = await call('GET', `${query}/1/card/${encodeURIComponent(cardToken)}`, cardToken);
      if (outcome.kind === 'answered' && outcome.status === 404)
        return { outcome: 'unusable', reason: 'not_found' };
      if (outcome.kind !== 'answered' || outcome.status >= 300 || !isRecord(outcome.json))
        return transportFailure(outcome, errorCodes);
      const expiry = /^(\d{2})\/(\d{4})$/.exec(str(outcome.json, 'ExpirationDate') ?? '');
      if (!expiry)
        return {
          outcome: 'failed',
          failure: failure('payment_provider_invalid_answer', 'no ExpirationDate'),
        };
      return isCardExpired({ year: Number(expiry[2]), month: Number(expiry[1]) }, clock())
        ? { outcome: 'unusable', reason: 'expired' }
        : { outcome: 'usable' };
    },

    async charge(input) {
      assertIdempotencyKey(input.idempotencyKey);
      assertAmount(input.amount);
      const ref: ChargeReference = { idempotencyKey: input.idempotencyKey, chargeId: null };
      const brand = CIELO_BRANDS[input.card.brand];
      if (!brand || input.card.type === 'meal_voucher')
        return { outcome: 'refused', refusal: refusal('card_not_supported'), reference: ref };

      const existing = await findSale(input.idempotencyKey);
      if ('outcome' in existing) return { ...existing, reference: ref };
      if (existing.kind === 'found') {
        const replay = await readSale(existing.paymentId, ref);
        return replay.outcome === 'not_found'
          ? { outcome: 'pending', reason: 'unknown', message: PAYMENT_PENDING_MESSAGE, reference: ref }
          : replay;
      }

      const outcome = await call('POST', `${api}/1/sales/`, input.idempotencyKey, {
        MerchantOrderId: input.idempotencyKey,
        Customer: { Name: input.customer.name.trim().slice(0, 255) },
        Payment: {
          Type: input.card.type === 'debit' ? 'DebitCard' : 'CreditCard',
          Amount: input.amount,
          Installments: 1,
          Capture: input.capture,
          SoftDescriptor: plainText(input.statementDescriptor, 13),
          [input.card.type === 'debit' ? 'DebitCard' : 'CreditCard']: {
            CardToken: input.card.token,
            Brand: brand,
          },
        },
      });
      if (outcome.kind === 'not_sent') return { ...transportFailure(outcome, errorCodes), reference: ref };
      if (outcome.kind === 'no_answer')
        return {
          outcome: 'pending',
          reason: outcome.reason === 'timeout' ? 'timeout' : 'unknown',
          message: PAYMENT_PENDING_MESSAGE,
          reference: ref,
        };
      if (outcome.status >= 500) return { ...transportFailure(outcome, errorCodes), reference: ref };
      if (outcome.status >= 400)
        return mentionsCardToken(outcome.json)
          ? { outcome: 'refused', refusal: refusal('card_unavailable'), reference: ref }
          : { ...transportFailure(outcome, errorCodes), reference: ref };
      const payment = isRecord(outcome.json) ? obj(outcome.json, 'Payment') : null;
      if (!payment)
        return { outcome: 'pending', reason: 'unknown', message: PAYMENT_PENDING_MESSAGE, reference: ref };
      return resultFromCieloPayment(payment, ref);
    },

    async capture(input) {
      assertIdempotencyKey(input.idempotencyKey);
      if (input.amount !== undefined) assertAmount(input.amount);
      const ref: ChargeReference = { idempotencyKey: input.idempotencyKey, chargeId: input.chargeId };
      const before = await readSale(input.chargeId, ref);
      if (before.outcome === 'not_found')
        return { outcome: 'refused', refusal: refusal('payment_operation_not_allowed'), reference: ref };
      if (before.outcome !== 'approved') return before;
      const charge = before.charge;
      const amount = input.amount ?? charge.amount;
      // Captured already (a retried capture): report it, do not capture again.
      if (charge.status === 'captured' && charge.capturedAmount === amount) return before;
      if (charge.status !== 'authorized' || amount > charge.amount)
        return { outcome: 'refused', refusal: refusal('payment_operation_not_allowed'), reference: ref };
      const suffix = input.amount === undefined ? '' : `?amount=${amount}`;
      const outcome = await call(
        'PUT',
        `${api}/1/sales/${encodeURIComponent(input.chargeId)}/capture${suffix}`,
        input.idempotencyKey,
      );
      const early = operationOutcome(outcome, ref);
      if (early) return early;
      const status =
        outcome.kind === 'answered' && isRecord(outcome.json) ? num(outcome.json, 'Status') : null;
      if (status !== 2)
        return { outcome: 'refused', refusal: refusal('payment_operation_not_allowed'), reference: ref };
      return {
        outcome: 'approved',
        charge: { ...charge, status: 'captured', capturedAmount: amount },
        reference: ref,
      };
    },

    async refund(input) {
      assertIdempotencyKey(input.idempotencyKey);
      assertAmount(input.amount);
      const ref: ChargeReference = { idempotencyKey: input.idempotencyKey, chargeId: input.chargeId };
      const before = await readSale(input.chargeId, ref);
      if (before.outcome === 'not_found')
        return { outcome: 'refused', refusal: refusal('payment_operation_not_allowed'), reference: ref };
      if (before.outcome !== 'approved') return before;
      const charge = before.charge;
      // Cielo has no idempotent void: the refunded total tells a retry (already done) from a new refund.
      if (charge.status === 'voided') return before;
      if (charge.refundedAmount > 0 && charge.refundedAmount >= input.refundedBefore + input.amount)
        return before;
      if (charge.refundedAmount !== input.refundedBefore)
        return {
          outcome: 'failed',
          failure: failure(
            'payment_request_rejected',
            `refunded total ${charge.refundedAmount} differs from refundedBefore ${input.refundedBefore}`,
          ),
          reference: ref,
        };
      const refundable =
        charge.status === 'authorized' ? charge.amount : charge.capturedAmount - charge.refundedAmount;
      if (
        !['authorized', 'captured', 'partially_refunded'].includes(charge.status) ||
        input.amount > refundable
      )
        return { outcome: 'refused', refusal: refusal('payment_operation_not_allowed'), reference: ref };
      const outcome = await call(
        'PUT',
        `${api}/1/sales/${encodeURIComponent(input.chargeId)}/void?amount=${input.amount}`,
        input.idempotencyKey,
      );
      const early = operationOutcome(outcome, ref);
      if (early) return early;
      const body = outcome.kind === 'answered' && isRecord(outcome.json) ? outcome.json : {};
      const status = num(body, 'Status');
      if (status !== 10 && status !== 11 && status !== 2)
        return {
          outcome: 'refused',
          refusal: refusal('payment_operation_not_allowed', str(body, 'ReturnCode')),
          reference: ref,
        };
      if (charge.status === 'authorized')
        return { outcome: 'approved', charge: { ...charge, status: 'voided' }, reference: ref };
      const refundedAmount = charge.refundedAmount + input.amount;
      return {
        outcome: 'approved',
        charge: {
          ...charge,
          refundedAmount,
          status: refundedAmount >= charge.capturedAmount ? 'refunded' : 'partially_refunded',
        },
        reference: ref,
      };
    },

    async queryCharge(ref) {
      if (ref.chargeId) return readSale(ref.chargeId, ref);
      const found = await findSale(ref.idempotencyKey);
      if ('outcome' in found) return { ...found, reference: ref };
      if (found.kind === 'none') return { outcome: 'not_found', reference: ref };
      return readSale(found.paymentId, ref);
    },
  };
}
