import { detectCardBrand } from '@comanda/domain';
import { callProvider, type HttpCall, type HttpOutcome, isRecord, num, obj, str } from '../http/index.ts';
import {
  assertAmount,
  assertIdempotencyKey,
  brandFromProvider,
  cardTypeFor,
  checkCardData,
  isRefusal,
  plainText,
} from './card-data.ts';
import type {
  CardCharge,
  CardGateway,
  CardType,
  ChargeReference,
  ChargeResult,
  GatewayCustomer,
  QueryChargeResult,
  SavedCardToken,
} from './card-gateway.ts';
import {
  failure,
  PAYMENT_PENDING_MESSAGE,
  refusal,
  refusalFromPagarmeCode,
  transportFailure,
} from './refusals.ts';

export interface PagarmeOptions {
  /** e.g. https://api.pagar.me/core/v5 */
  baseUrl: string;
  /** `sk_…` (test keys `sk_test_…` use Pagar.me's simulator). */
  secretKey: string;
  /** `pk_…`: enables browser tokenization through `/tokens?appId=`. */
  publicKey?: string | undefined;
  timeoutMs: number;
}

type Json = Record<string, unknown>;

function customerFrom(body: Json): GatewayCustomer | null {
  const id = str(body, 'id');
  if (!id) return null;
  return { id, code: str(body, 'code'), name: str(body, 'name'), email: str(body, 'email') };
}

function twoDigitYear(year: number): number {
  return year < 100 ? 2000 + year : year;
}

/** A Pagar.me card object → what we keep. Null when it lacks what the app needs. */
function savedCardFrom(
  body: Json,
  fallback: { brand?: ReturnType<typeof detectCardBrand>; type?: CardType },
) {
  const token = str(body, 'id');
  const lastFour = str(body, 'last_four_digits');
  const expMonth = num(body, 'exp_month');
  const expYear = num(body, 'exp_year');
  const brand =
    brandFromProvider(str(body, 'brand')) ??
    fallback.brand ??
    detectCardBrand(str(body, 'first_six_digits') ?? '') ??
    null;
  if (!token || !lastFour || !/^\d{4}$/.test(lastFour) || expMonth === null || expYear === null) return null;
  if (!brand) return 'unsupported' as const;
  const providerType = str(body, 'type');
  const requested: CardType | undefined =
    providerType === 'voucher' ? 'meal_voucher' : providerType === 'debit' ? 'debit' : fallback.type;
  return {
    token,
    brand,
    lastFour,
    type: cardTypeFor(brand, requested),
    expMonth,
    expYear: twoDigitYear(expYear),
  } satisfies SavedCardToken;
}

/** The field names (never the values) of a Pagar.me validation error, for logs. */
function errorKeys(body: unknown): string {
  if (!isRecord(body)) return '';
  const errors = obj(body, 'errors');
  return errors ? Object.keys(errors).join(',') : '';
}

function mentionsCard(body: unknown): boolean {
  if (!isRecord(body)) return false;
  const text = `${str(body, 'message') ?? ''} ${errorKeys(body)}`.toLowerCase();
  return text.includes('card');
}

/**
 * A Pagar.me charge → our result. `paid` is captured; a pending charge whose transaction is
 * `authorized_pending_capture` is authorised; `failed` is a refusal (acquirer code mapped, anti-fraud reproval
 * as suspected fraud); `canceled` is voided or refunded; `processing`, `with_error` and anything unknown stay
 * pending, to be settled by a later query.
 */
export function resultFromPagarmeCharge(charge: Json, ref: ChargeReference): ChargeResult {
  const chargeId = str(charge, 'id');
  const status = str(charge, 'status');
  const amount = num(charge, 'amount');
  if (!chargeId || !status || amount === null)
    return {
      outcome: 'failed',
      failure: failure('payment_provider_invalid_answer', 'charge without id, status or amount'),
      reference: ref,
    };
  const reference = { ...ref, chargeId };
  const tx = obj(charge, 'last_transaction') ?? {};
  const txStatus = str(tx, 'status');
  const paid = num(charge, 'paid_amount') ?? 0;
  const canceled = num(charge, 'canceled_amount') ?? 0;
  const base: CardCharge = {
    chargeId,
    status: 'captured',
    amount,
    capturedAmount: paid,
    refundedAmount: 0,
    authorizationCode: str(tx, 'acquirer_auth_code'),
  };
  switch (status) {
    case 'paid':
    case 'overpaid':
    case 'underpaid': {
      const capturedAmount = paid || num(tx, 'amount') || amount;
      return {
        outcome: 'approved',
        charge: {
          ...base,
          capturedAmount,
          refundedAmount: canceled,
          status:
            canceled > 0 ? (canceled >= capturedAmount ? 'refunded' : 'partially_refunded') : 'captured',
        },
        reference,
      };
    }
    case 'canceled':
      return {
        outcome: 'approved',
        charge:
          paid > 0 || txStatus === 'refunded'
            ? {
                ...base,
                status: 'refunded',
                capturedAmount: paid || amount,
                refundedAmount: canceled || amount,
              }
            : { ...base, status: 'voided', capturedAmount: 0 },
        reference,
      };
    case 'failed': {
      const antifraud = obj(tx, 'antifraud_response');
      if (antifraud && str(antifraud, 'status') === 'reproved')
        return { outcome: 'refused', refusal: refusal('card_suspected_fraud'), reference };
      return {
        outcome: 'refused',
        refusal: refusalFromPagarmeCode(str(tx, 'acquirer_return_code')),
        reference,
      };
    }
    case 'pending':
      if (txStatus === 'authorized_pending_capture' || txStatus === 'waiting_capture')
        return {
          outcome: 'approved',
          charge: { ...base, status: 'authorized', capturedAmount: 0 },
          reference,
        };
      if (txStatus === 'not_authorized')
        return {
          outcome: 'refused',
          refusal: refusalFromPagarmeCode(str(tx, 'acquirer_return_code')),
          reference,
        };
      return { outcome: 'pending', reason: 'processing', message: PAYMENT_PENDING_MESSAGE, reference };
    default:
      return {
        outcome: 'pending',
        reason: status === 'processing' ? 'processing' : 'unknown',
        message: PAYMENT_PENDING_MESSAGE,
        reference,
      };
  }
}

/** The first charge of a Pagar.me order (we create one charge per order). */
function chargeOfOrder(order: unknown): Json | null {
  if (!isRecord(order)) return null;
  const charges = order.charges;
  return Array.isArray(charges) && isRecord(charges[0]) ? charges[0] : null;
}

/**
 * Money-moving calls. Not sent → failed (nothing happened). Sent without an answer, or a 2xx whose body cannot be
 * read → pending (the provider may have acted). 5xx → failed; 4xx → `onClientError`.
 */
function moneyOutcome(
  outcome: HttpOutcome,
  ref: ChargeReference,
  read: (body: unknown) => ChargeResult | null,
  onClientError: (status: number, body: unknown) => ChargeResult,
): ChargeResult {
  if (outcome.kind === 'not_sent')
    return {
      outcome: 'failed',
      failure: failure('payment_provider_unavailable', `not sent: ${outcome.reason}`),
      reference: ref,
    };
  if (outcome.kind === 'no_answer')
    return {
      outcome: 'pending',
      reason: outcome.reason === 'timeout' ? 'timeout' : 'unknown',
      message: PAYMENT_PENDING_MESSAGE,
      reference: ref,
    };
  if (outcome.status >= 500)
    return {
      outcome: 'failed',
      failure: failure('payment_provider_error', `HTTP ${outcome.status}`),
      reference: ref,
    };
  if (outcome.status >= 400) return onClientError(outcome.status, outcome.json);
  const result = outcome.unreadable ? null : read(outcome.json);
  return (
    result ?? { outcome: 'pending', reason: 'unknown', message: PAYMENT_PENDING_MESSAGE, reference: ref }
  );
}

/** Pagar.me API v5 (`metodo` 'mundipagg'): customers, wallet cards, orders with one credit/voucher/debit charge. */
export function pagarmeCardGateway(options: PagarmeOptions): CardGateway {
  const base = options.baseUrl.replace(/\/+$/, '');
  const authorization = `Basic ${Buffer.from(`${options.secretKey}:`).toString('base64')}`;
  const call = (method: HttpCall['method'], path: string, extra: Partial<HttpCall> = {}) =>
    callProvider({
      method,
      url: `${base}${path}`,
      headers: { authorization, ...extra.headers },
      json: extra.json,
      timeoutMs: options.timeoutMs,
    });
  const rejected = (ref: ChargeReference, detail: string): ChargeResult => ({
    outcome: 'failed',
    failure: failure('payment_request_rejected', detail),
    reference: ref,
  });

  /** Capture or refund: a money-moving change to an existing charge, carrying the caller's idempotency key. */
  async function changeCharge(
    method: HttpCall['method'],
    path: string,
    json: Record<string, unknown>,
    ref: ChargeReference,
  ): Promise<ChargeResult> {
    const outcome = await call(method, path, { headers: { 'idempotency-key': ref.idempotencyKey }, json });
    return moneyOutcome(
      outcome,
      ref,
      (charge) => (isRecord(charge) ? resultFromPagarmeCharge(charge, ref) : null),
      (status, body) =>
        status === 404 || status === 412 || status === 422
          ? { outcome: 'refused', refusal: refusal('payment_operation_not_allowed'), reference: ref }
          : rejected(ref, `HTTP ${status} ${errorKeys(body)}`.trim()),
    );
  }

  async function readCharge(ref: ChargeReference & { chargeId: string }): Promise<QueryChargeResult> {
    const outcome = await call('GET', `/charges/${encodeURIComponent(ref.chargeId)}`);
    if (outcome.kind === 'answered' && outcome.status === 404)
      return { outcome: 'not_found', reference: ref };
    if (outcome.kind !== 'answered' || outcome.status >= 300 || !isRecord(outcome.json))
      return { ...transportFailure(outcome, errorKeys), reference: ref };
    return resultFromPagarmeCharge(outcome.json, ref);
  }

  return {
    provider: 'pagarme',
    method: 'mundipagg',
    browserTokenization: options.publicKey
      ? {
          provider: 'pagarme',
          url: `${base}/tokens?appId=${encodeURIComponent(options.publicKey)}`,
          publicKey: options.publicKey,
        }
      : null,

    async createCustomer(input) {
      const body: Json = {
        name: input.name.trim().slice(0, 64),
        email: input.email.trim().slice(0, 64),
        code: input.code,
        document: input.cpf.replace(/\D/g, ''),
        document_type: 'CPF',
        type: 'individual',
      };
      const phone = input.phone?.replace(/\D/g, '');
      if (phone?.length === 11)
        body.phones = {
          mobile_phone: { country_code: '55', area_code: phone.slice(0, 2), number: phone.slice(2) },
        };
      const outcome = await call('POST', '/customers', { json: body });
      if (outcome.kind !== 'answered' || outcome.status >= 300 || !isRecord(outcome.json))
        return transportFailure(outcome, errorKeys);
      const customer = customerFrom(outcome.json);
      return customer
        ? { outcome: 'ok', customer }
        : { outcome: 'failed', failure: failure('payment_provider_invalid_answer', 'customer without id') };
    },

    async getCustomer(customerId) {
      const outcome = await call('GET', `/customers/${encodeURIComponent(customerId)}`);
      if (outcome.kind === 'answered' && outcome.status === 404) return { outcome: 'not_found' };
      if (outcome.kind !== 'answered' || outcome.status >= 300 || !isRecord(outcome.json))
        return transportFailure(outcome, errorKeys);
      const customer = customerFrom(outcome.json);
      return customer
        ? { outcome: 'ok', customer }
        : { outcome: 'failed', failure: failure('payment_provider_invalid_answer', 'customer without id') };
    },

    async saveCard({ customer, source }) {
      let body: Json;
      let fallback: { brand?: ReturnType<typeof detectCardBrand>; type?: CardType } = {};
      if (source.kind === 'token') {
        if (!/^token_[A-Za-z0-9]+$/.test(source.token))
          return { outcome: 'refused', refusal: refusal('card_invalid') };
        body = { token: source.token };
        fallback = source.type ? { type: source.type } : {};
      } else {
        const card = checkCardData(source);
        if (isRefusal(card)) return { outcome: 'refused', refusal: card };
        body = {
          number: card.number,
          holder_name: card.holderName,
          exp_month: card.expMonth,
          exp_year: card.expYear,
          cvv: card.cvv,
          options: { verify_card: true },
        };
        if (card.holderCpf) body.holder_document = card.holderCpf;
        if (card.type === 'meal_voucher') body.type = 'voucher';
        fallback = { brand: card.brand, type: card.type };
      }
      const outcome = await call('POST', `/customers/${encodeURIComponent(customer.id)}/cards`, {
        json: body,
      });
      if (outcome.kind === 'answered' && (outcome.status === 400 || outcome.status === 422))
        return { outcome: 'refused', refusal: refusal('card_invalid') };
      if (outcome.kind === 'answered' && outcome.status === 412)
        return { outcome: 'refused', refusal: refusal('card_declined') };
      if (outcome.kind !== 'answered' || outcome.status >= 300 || !isRecord(outcome.json))
        return transportFailure(outcome, errorKeys);
      const saved = savedCardFrom(outcome.json, fallback);
      if (saved === 'unsupported') return { outcome: 'refused', refusal: refusal('card_not_supported') };
      return saved
        ? { outcome: 'approved', card: saved }
        : {
            outcome: 'failed',
            failure: failure('payment_provider_invalid_answer', 'card without id or digits'),
          };
    },

    async deleteCard({ customerId, cardToken }) {
      const outcome = await call(
        'DELETE',
        `/customers/${encodeURIComponent(customerId)}/cards/${encodeURIComponent(cardToken)}`,
      );
      if (outcome.kind === 'answered' && (outcome.status < 300 || outcome.status === 404))
        return { outcome: 'ok' };
      return transportFailure(outcome, errorKeys);
    },

    async checkCard({ customerId, cardToken }) {
      const outcome = await call(
        'GET',
        `/customers/${encodeURIComponent(customerId)}/cards/${encodeURIComponent(cardToken)}`,
      );
      if (outcome.kind === 'answered' && outcome.status === 404)
        return { outcome: 'unusable', reason: 'not_found' };
      if (outcome.kind !== 'answered' || outcome.status >= 300 || !isRecord(outcome.json))
        return transportFailure(outcome, errorKeys);
      const status = str(outcome.json, 'status');
      if (status === 'active') return { outcome: 'usable' };
      if (status === 'expired') return { outcome: 'unusable', reason: 'expired' };
      if (status === 'deleted') return { outcome: 'unusable', reason: 'deleted' };
      return {
        outcome: 'failed',
        failure: failure('payment_provider_invalid_answer', `card status ${status}`),
      };
    },

    async charge(input) {
      assertIdempotencyKey(input.idempotencyKey);
      assertAmount(input.amount);
      const ref: ChargeReference = { idempotencyKey: input.idempotencyKey, chargeId: null };
      const descriptor = plainText(input.statementDescriptor, 13);
      const payment =
        input.card.type === 'meal_voucher'
          ? {
              payment_method: 'voucher',
              voucher: { card_id: input.card.token, statement_descriptor: descriptor },
            }
          : input.card.type === 'debit'
            ? {
                payment_method: 'debit_card',
                debit_card: { card_id: input.card.token, statement_descriptor: descriptor },
              }
            : {
                payment_method: 'credit_card',
                credit_card: {
                  card_id: input.card.token,
                  installments: 1,
                  statement_descriptor: descriptor,
                  capture: input.capture,
                },
              };
      const outcome = await call('POST', '/orders', {
        headers: { 'idempotency-key': input.idempotencyKey },
        json: {
          code: input.idempotencyKey,
          customer_id: input.customer.id,
          closed: true,
          items: [
            {
              amount: input.amount,
              description: input.description.trim().slice(0, 256) || 'Pedido',
              quantity: 1,
              code: input.idempotencyKey,
            },
          ],
          payments: [{ amount: input.amount, ...payment }],
        },
      });
      return moneyOutcome(
        outcome,
        ref,
        (order) => {
          const charge = chargeOfOrder(order);
          return charge ? resultFromPagarmeCharge(charge, ref) : null;
        },
        (status, body) =>
          status === 404 || (status === 422 && mentionsCard(body))
            ? { outcome: 'refused', refusal: refusal('card_unavailable'), reference: ref }
            : rejected(ref, `HTTP ${status} ${errorKeys(body)}`.trim()),
      );
    },

    async capture(input) {
      assertIdempotencyKey(input.idempotencyKey);
      if (input.amount !== undefined) assertAmount(input.amount);
      return changeCharge(
        'POST',
        `/charges/${encodeURIComponent(input.chargeId)}/capture`,
        input.amount === undefined ? {} : { amount: input.amount },
        { idempotencyKey: input.idempotencyKey, chargeId: input.chargeId },
      );
    },

    async refund(input) {
      assertIdempotencyKey(input.idempotencyKey);
      assertAmount(input.amount);
      return changeCharge(
        'DELETE',
        `/charges/${encodeURIComponent(input.chargeId)}`,
        { amount: input.amount },
        { idempotencyKey: input.idempotencyKey, chargeId: input.chargeId },
      );
    },

    async queryCharge(ref) {
      if (ref.chargeId) return readCharge({ ...ref, chargeId: ref.chargeId });
      const outcome = await call(
        'GET',
        `/orders?code=${encodeURIComponent(ref.idempotencyKey)}&page=1&size=10`,
      );
      if (outcome.kind !== 'answered' || outcome.status >= 300 || !isRecord(outcome.json))
        return { ...transportFailure(outcome, errorKeys), reference: ref };
      const orders = outcome.json.data;
      if (!Array.isArray(orders))
        return {
          outcome: 'failed',
          failure: failure('payment_provider_invalid_answer', 'order list without data'),
          reference: ref,
        };
      // The filter is matched again here: an order is ours only when its code is exactly the key.
      const order = orders.find((candidate) => isRecord(candidate) && candidate.code === ref.idempotencyKey);
      const charge = chargeOfOrder(order);
      return charge ? resultFromPagarmeCharge(charge, ref) : { outcome: 'not_found', reference: ref };
    },
  };
}
