import { createHmac, timingSafeEqual } from 'node:crypto';
import { isRecord, str } from '../http/index.ts';
import {
  type PixNotificationInput,
  type PixNotificationResult,
  type PixPaymentEvent,
  parseValor,
} from './pix-provider.ts';

/** Header carrying `ts=<unix seconds>,v1=<hex HMAC-SHA256 of "<ts>.<raw body>">`. */
export const PIX_SIGNATURE_HEADER = 'x-signature';
/** A signature older (or newer) than this is refused, so a captured notification cannot be replayed later. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

function hmacHex(secret: string, ts: number, rawBody: Buffer): string {
  return createHmac('sha256', secret).update(`${ts}.`).update(rawBody).digest('hex');
}

/** The header value signing `rawBody` at `now`. */
export function signNotification(secret: string, rawBody: string | Buffer, now: Date): string {
  const ts = Math.floor(now.getTime() / 1000);
  const body = typeof rawBody === 'string' ? Buffer.from(rawBody, 'utf8') : rawBody;
  return `ts=${ts},v1=${hmacHex(secret, ts, body)}`;
}

function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  return left.length === right.length && timingSafeEqual(left, right);
}

function header(headers: PixNotificationInput['headers'], name: string): string | null {
  const found = Object.entries(headers).find(([key]) => key.toLowerCase() === name)?.[1];
  return Array.isArray(found) ? (found[0] ?? null) : (found ?? null);
}

/**
 * Checks a notification: the `x-signature` HMAC (within the tolerance window), or — for PSPs that can only call a
 * fixed URL, as Efí's "hmac" parameter — the shared secret in the URL's `hmac` query parameter. Then reads the
 * BACEN webhook body `{ pix: [{ endToEndId, txid, valor, horario }] }`.
 */
export function verifyNotification(
  secret: string,
  input: PixNotificationInput,
  now: Date,
): PixNotificationResult {
  const body = typeof input.rawBody === 'string' ? Buffer.from(input.rawBody, 'utf8') : input.rawBody;
  const signature = header(input.headers, PIX_SIGNATURE_HEADER);
  const urlSecret = input.query?.hmac;
  if (signature) {
    const parts = Object.fromEntries(
      signature.split(',').map((part) => {
        const at = part.indexOf('=');
        return [part.slice(0, at).trim(), part.slice(at + 1).trim()];
      }),
    );
    const ts = Number(parts.ts);
    if (!Number.isSafeInteger(ts) || !/^[0-9a-f]{64}$/.test(parts.v1 ?? ''))
      return { outcome: 'rejected', reason: 'bad_signature' };
    if (!safeEqual(hmacHex(secret, ts, body), parts.v1!))
      return { outcome: 'rejected', reason: 'bad_signature' };
    if (Math.abs(now.getTime() / 1000 - ts) > SIGNATURE_TOLERANCE_SECONDS)
      return { outcome: 'rejected', reason: 'stale_signature' };
  } else if (urlSecret !== undefined) {
    if (!safeEqual(urlSecret, secret)) return { outcome: 'rejected', reason: 'bad_signature' };
  } else {
    return { outcome: 'rejected', reason: 'missing_signature' };
  }
  const events = readWebhookBody(body.toString('utf8'));
  return events ? { outcome: 'verified', events } : { outcome: 'rejected', reason: 'malformed_body' };
}

/** The Pix of a BACEN webhook body; null when the body is not one. */
export function readWebhookBody(text: string): PixPaymentEvent[] | null {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(body) || !Array.isArray(body.pix)) return null;
  const events: PixPaymentEvent[] = [];
  for (const item of body.pix) {
    if (!isRecord(item)) return null;
    const endToEndId = str(item, 'endToEndId');
    const amount = parseValor(item.valor);
    const paidAt = new Date(str(item, 'horario') ?? '');
    if (!endToEndId || amount === null || Number.isNaN(paidAt.getTime())) return null;
    events.push({ type: 'pix_received', txid: str(item, 'txid'), endToEndId, amount, paidAt });
  }
  return events;
}
