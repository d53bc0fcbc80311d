import { toStoreTime } from '@comanda/domain';
import { z } from 'zod';

/**
 * §7 optional payload encryption, the wire side both ends share (docs/security.md, ADR 0171). A request with
 * `Encrypt: true` sends its JSON body as `{ data }` and gets its JSON answer back as `{ data }`: base64 of the 12-byte
 * IV, the AES-256-GCM ciphertext and its 16-byte tag, under the key of the day named by `X-Encrypt-Day`.
 */
export const ENCRYPT_HEADER = 'Encrypt';
/** The day code (`payloadKeyDay`) of the key the client encrypts with and expects the answer under. */
export const ENCRYPT_DAY_HEADER = 'X-Encrypt-Day';
/** Bytes of the random AES-GCM IV that starts an encrypted `data`. */
export const PAYLOAD_IV_BYTES = 12;
/** Bytes of the AES-GCM authentication tag that ends an encrypted `data`. */
export const PAYLOAD_TAG_BYTES = 16;

/** The body of an encrypted request or answer: nothing but the sealed payload. */
export interface EncryptedPayload {
  data: string;
}

const WEEKDAY_CODES = ['dom', 'seg', 'ter', 'qua', 'qui', 'sex', 'sab'] as const;
const MONTH_CODES = [
  'jan',
  'fev',
  'mar',
  'abr',
  'mai',
  'jun',
  'jul',
  'ago',
  'set',
  'out',
  'nov',
  'dez',
] as const;

/** A day code's shape: weekday code, two-digit day of the month, month code ('sab28nov'). */
export const PAYLOAD_KEY_DAY =
  /^(dom|seg|ter|qua|qui|sex|sab)(0[1-9]|[12]\d|3[01])(jan|fev|mar|abr|mai|jun|jul|ago|set|out|nov|dez)$/;

/**
 * The day code of an instant, read in America/Sao_Paulo: the weekday's code, the day of the month in two digits
 * and the month's code, e.g. 'sab28nov' for Saturday 28 November.
 */
export function payloadKeyDay(instant: Date | number): string {
  const time = toStoreTime(instant);
  const day = String(time.day).padStart(2, '0');
  return `${WEEKDAY_CODES[time.weekday]}${day}${MONTH_CODES[time.month - 1]}`;
}

/** The path (under /api) that answers the key of the day `day` (a `payloadKeyDay` code). */
export function payloadKeyPath(day: string): string {
  return `chave/${day}`;
}

/** GET chave/{dia}: the day code in the path. */
export const payloadKeyParams = z.object({ dia: z.string() });

/** GET chave/{dia}: the day's AES-256 key, base64 (32 bytes). */
export const payloadKey = z.object({ chave: z.string() });
export type PayloadKey = z.infer<typeof payloadKey>;
