import type { CardBrand } from '@comanda/domain';
import type { CardRefusal, ProviderFailure } from './refusals.ts';

export type { ProviderFailure, ProviderFailureCode } from './refusals.ts';

/** The adapters PAYMENT_PROVIDER selects. */
export type CardProviderName = 'sandbox' | 'pagarme' | 'cielo';

/** The spec's `metodo` of a saved card (§7 cartao): Pagar.me is 'mundipagg', Cielo is 'braspag'. */
export type CardMethod = 'mundipagg' | 'braspag';

/** What a saved card pays as: credit, debit or a meal voucher (vale-refeição), offered as MEAL_VOUCHER. */
export type CardType = 'credit' | 'debit' | 'meal_voucher';

/** A customer at the provider. Providers without customer records (Cielo) echo our own code. */
export interface GatewayCustomer {
  id: string;
  /** Our reference for the customer (Pagar.me `code`). */
  code: string | null;
  name: string | null;
  email: string | null;
}

export interface CustomerInput {
  /** Our customer id, kept by the provider as its `code`. */
  code: string;
  name: string;
  email: string;
  /** CPF, 11 digits (punctuation ignored). */
  cpf: string;
  /** Mobile number as 11 digits (DDD + number), when known. */
  phone?: string | undefined;
}

/** Who a card or a charge belongs to: the provider's customer id and the holder's name (Cielo needs it). */
export interface CustomerRef {
  id: string;
  name: string;
}

/**
 * Where a card to save comes from: a token the browser got from the provider itself (Pagar.me `/tokens` with the
 * public key — see `CardGateway.browserTokenization`), or the card data the customer typed, handed over at once.
 * Card data is used for this one call and never stored, logged or returned.
 */
export type CardSource =
  | { kind: 'token'; token: string; type?: CardType | undefined }
  | {
      kind: 'card';
      number: string;
      holderName: string;
      /** CPF of the holder, 11 digits, when known. */
      holderCpf?: string | undefined;
      expMonth: number;
      /** Four digits. */
      expYear: number;
      cvv: string;
      /** Default: 'meal_voucher' for voucher brands, else 'credit'. */
      type?: CardType | undefined;
    };

export interface SaveCardInput {
  customer: CustomerRef;
  source: CardSource;
}

/** What we keep of a saved card: the provider's token and what the app shows. Never the number or the CVV. */
export interface SavedCardToken {
  /** The provider's reference: Pagar.me `card_…`, Cielo CardToken (GUID), sandbox `sbx_card_…`. */
  token: string;
  brand: CardBrand;
  lastFour: string;
  type: CardType;
  expMonth: number;
  expYear: number;
}

export interface CardRef {
  customerId: string;
  cardToken: string;
}

export interface ChargeInput {
  /**
   * Identifies this charge attempt at the provider: 8–50 letters, digits, '-' or '_'. The same key always means
   * the same charge — a retry with it never charges twice (Pagar.me `Idempotency-Key` + order `code`; Cielo
   * `MerchantOrderId`, queried before any retry, and a `RequestId` derived from it).
   */
  idempotencyKey: string;
  customer: CustomerRef;
  card: Pick<SavedCardToken, 'token' | 'brand' | 'type'>;
  /** Centavos, > 0. */
  amount: number;
  /** true: authorise and capture at once; false: authorise only (capture later). */
  capture: boolean;
  /** What is being paid, e.g. 'Pedido 1234'. */
  description: string;
  /** Text on the card statement (accents stripped, up to 13 characters). */
  statementDescriptor: string;
}

export interface CaptureInput {
  chargeId: string;
  idempotencyKey: string;
  /** Centavos to capture; the whole authorised amount when omitted. */
  amount?: number | undefined;
}

export interface RefundInput {
  chargeId: string;
  idempotencyKey: string;
  /** Centavos to refund (partial refunds allowed). */
  amount: number;
  /**
   * Centavos already refunded on this charge before this refund, as the caller recorded them. Providers without
   * idempotent refunds (Cielo) compare it with their own total to tell a retry from a new refund.
   */
  refundedBefore: number;
}

/** How to find a charge again: always the idempotency key; the charge id once the provider has told it. */
export interface ChargeReference {
  idempotencyKey: string;
  chargeId: string | null;
}

/** A charge as the provider reports it. Amounts in centavos. */
export interface CardCharge {
  chargeId: string;
  /** authorized: awaiting capture; voided: authorisation cancelled before capture. */
  status: 'authorized' | 'captured' | 'partially_refunded' | 'refunded' | 'voided';
  amount: number;
  capturedAmount: number;
  refundedAmount: number;
  authorizationCode: string | null;
}

export type Failed = { outcome: 'failed'; failure: ProviderFailure };

/**
 * The outcome of a money-moving call.
 * - approved: the provider approved it; `charge` is the charge after it.
 * - refused: the provider (issuer, acquirer, anti-fraud) said no; `refusal` has a stable code and a pt-BR message.
 * - pending: the outcome is not known yet (time-out, processing, unreadable answer). Never charge again with a new
 *   key: call `queryCharge(reference)` later (or retry with the same key) until it settles.
 * - failed: the provider failed (5xx, malformed answer, rejected request); retry only with the same key.
 */
export type ChargeResult =
  | { outcome: 'approved'; charge: CardCharge; reference: ChargeReference }
  | { outcome: 'refused'; refusal: CardRefusal; reference: ChargeReference }
  | {
      outcome: 'pending';
      reason: 'timeout' | 'processing' | 'unknown';
      message: string;
      reference: ChargeReference;
    }
  | (Failed & { reference: ChargeReference });

/** A query also learns that the provider has no charge for the reference (it never received the request). */
export type QueryChargeResult = ChargeResult | { outcome: 'not_found'; reference: ChargeReference };

export type CustomerResult = { outcome: 'ok'; customer: GatewayCustomer } | Failed;
export type CustomerLookup = { outcome: 'ok'; customer: GatewayCustomer } | { outcome: 'not_found' } | Failed;
export type SaveCardResult =
  | { outcome: 'approved'; card: SavedCardToken }
  | { outcome: 'refused'; refusal: CardRefusal }
  | Failed;
export type DeleteCardResult = { outcome: 'ok' } | Failed;
/**
 * Whether a saved card can still be charged. `unusable` means the card must be registered again: the app marks it
 * with `falha_transacao` 1 (§3, §9).
 */
export type CheckCardResult =
  | { outcome: 'usable' }
  | { outcome: 'unusable'; reason: 'not_found' | 'expired' | 'deleted' | 'failed' }
  | Failed;

/** How a browser can tokenize a card itself, so the number never reaches our server. */
export interface BrowserTokenization {
  provider: 'pagarme';
  /** POST here (no Authorization header) `{ type: 'card', card: { number, holder_name, exp_month, exp_year, cvv } }`. */
  url: string;
  publicKey: string;
}

/**
 * Card payments and the card vault. Card numbers and CVVs go to the provider within the call and nowhere else: no
 * result, failure detail or log carries them. Every money-moving call carries an idempotency key.
 */
export interface CardGateway {
  readonly provider: CardProviderName;
  /** The spec's `metodo` for cards saved through this gateway. */
  readonly method: CardMethod;
  /** Set when the provider lets the browser tokenize cards (Pagar.me with PAGARME_PUBLIC_KEY). */
  readonly browserTokenization: BrowserTokenization | null;

  createCustomer(input: CustomerInput): Promise<CustomerResult>;
  getCustomer(customerId: string): Promise<CustomerLookup>;
  /** Tokenizes and stores a card with the provider. */
  saveCard(input: SaveCardInput): Promise<SaveCardResult>;
  /** Removes a card from the provider's vault; a card already gone is `ok`. */
  deleteCard(card: CardRef): Promise<DeleteCardResult>;
  /** Asks the provider whether a saved card can still be charged. */
  checkCard(card: CardRef): Promise<CheckCardResult>;
  /** Authorises (and, with `capture`, captures) an amount on a saved card. */
  charge(input: ChargeInput): Promise<ChargeResult>;
  /** Captures an authorised charge. */
  capture(input: CaptureInput): Promise<ChargeResult>;
  /** Refunds a captured charge in full or in part, or voids an authorisation. */
  refund(input: RefundInput): Promise<ChargeResult>;
  /** Reads a charge by id, or by idempotency key when the id is not known (after a time-out). */
  queryCharge(reference: ChargeReference): Promise<QueryChargeResult>;
}
