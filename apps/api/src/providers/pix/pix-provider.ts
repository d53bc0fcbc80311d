import { createHash } from 'node:crypto';
import type { ProviderFailure } from '../payments/card-gateway.ts';

export type PixProviderName = 'sandbox' | 'psp';

export interface PixChargeInput {
  /**
   * Identifies the charge: 8–50 letters, digits, '-' or '_'. The txid is derived from it, so a retry with the same
   * key addresses the same charge and never creates a second one.
   */
  idempotencyKey: string;
  /** Centavos, > 0. */
  amount: number;
  /** Seconds from creation until the charge can no longer be paid (BACEN `calendario.expiracao`). */
  expiresInSeconds: number;
  /** Shown to the payer (`solicitacaoPagador`, up to 140 characters). */
  description?: string | undefined;
  /** The payer, when known (`devedor`). */
  payer?: { name: string; cpf: string } | undefined;
}

export interface PixRefund {
  /** Our devolução id (derived from the refund's idempotency key). */
  id: string;
  endToEndId: string;
  /** The return transaction id (RTR…) once the PSP has it. */
  rtrId: string | null;
  amount: number;
  status: 'processing' | 'refunded' | 'failed';
  requestedAt: Date | null;
}

export interface PixPayment {
  endToEndId: string;
  amount: number;
  paidAt: Date;
  refunds: PixRefund[];
}

export interface PixCharge {
  txid: string;
  /** active: can be paid; expired: past its expiry unpaid; removed: cancelled by us or the PSP. */
  status: 'active' | 'paid' | 'expired' | 'removed';
  amount: number;
  /** The BR Code, "Pix copia e cola" (also what the QR code encodes). */
  brCode: string;
  createdAt: Date;
  expiresAt: Date;
  payments: PixPayment[];
}

export type PixFailed = { outcome: 'failed'; failure: ProviderFailure };

/** created; pending: the PSP may have created it (time-out) — `getCharge(txid)` tells; failed. */
export type PixChargeResult =
  | { outcome: 'created'; charge: PixCharge }
  | { outcome: 'pending'; txid: string }
  | (PixFailed & { txid: string });

export type PixChargeLookup = { outcome: 'found'; charge: PixCharge } | { outcome: 'not_found' } | PixFailed;

export interface PixRefundInput {
  /** The Pix being returned (end-to-end id of the payment). */
  endToEndId: string;
  /** Identifies this devolução; its id is derived from it, so a retry never returns the money twice. */
  idempotencyKey: string;
  /** Centavos to return (partial returns allowed). */
  amount: number;
  description?: string | undefined;
}

export interface PixRefundReference {
  endToEndId: string;
  idempotencyKey: string;
  refundId: string;
}

export type PixRefundResult =
  | { outcome: 'accepted'; refund: PixRefund }
  | { outcome: 'refused'; code: 'pix_refund_refused'; message: string; reference: PixRefundReference }
  | { outcome: 'pending'; reference: PixRefundReference }
  | (PixFailed & { reference: PixRefundReference });

/** A Pix received, as a notification reports it. Re-read the charge (`getCharge`) before acting on it. */
export interface PixPaymentEvent {
  type: 'pix_received';
  txid: string | null;
  endToEndId: string;
  amount: number;
  paidAt: Date;
}

export interface PixNotificationInput {
  headers: Record<string, string | string[] | undefined>;
  /** The body exactly as received: the signature covers these bytes. */
  rawBody: string | Buffer;
  /** The query string of the notification URL (a PSP that cannot sign sends the shared secret as `hmac`). */
  query?: Record<string, string | undefined> | undefined;
}

export type PixNotificationResult =
  | { outcome: 'verified'; events: PixPaymentEvent[] }
  | {
      outcome: 'rejected';
      reason: 'missing_signature' | 'bad_signature' | 'stale_signature' | 'malformed_body';
    };

/**
 * Pix charges through a PSP (BACEN API Pix: immediate charges `cob`, devoluções, webhook) or the built-in sandbox.
 * Amounts in centavos.
 */
export interface PixProvider {
  readonly provider: PixProviderName;
  /** Creates an immediate charge that expires; returns its txid and BR Code. */
  createCharge(input: PixChargeInput): Promise<PixChargeResult>;
  /** Reads a charge and the Pix paid into it. */
  getCharge(txid: string): Promise<PixChargeLookup>;
  /** Returns (part of) a Pix received (devolução). */
  refund(input: PixRefundInput): Promise<PixRefundResult>;
  /** Reads a devolução made with `refund`. */
  getRefund(endToEndId: string, idempotencyKey: string): Promise<PixRefundResult | { outcome: 'not_found' }>;
  /** Checks a notification's signature and reads the Pix it reports. */
  verifyNotification(input: PixNotificationInput): Promise<PixNotificationResult>;
}

/** `length` letters and digits derived from a key: the same key always gives the same txid or devolução id. */
export function idFromKey(key: string, length: number): string {
  return createHash('sha256').update(`pix:${key}`).digest('hex').slice(0, length);
}

/** BACEN money string ('37.00') → centavos; null when it is not one. */
export function parseValor(text: unknown): number | null {
  if (typeof text !== 'string') return null;
  const match = /^(\d{1,10})\.(\d{2})$/.exec(text.trim());
  return match ? Number(match[1]) * 100 + Number(match[2]) : null;
}

/** Centavos → BACEN money string. */
export function formatValor(centavos: number): string {
  return `${Math.floor(centavos / 100)}.${String(centavos % 100).padStart(2, '0')}`;
}

export function assertExpiry(seconds: number): void {
  if (!Number.isSafeInteger(seconds) || seconds < 60 || seconds > 31_536_000)
    throw new RangeError('expiresInSeconds must be a whole number from 60 to 31536000');
}
