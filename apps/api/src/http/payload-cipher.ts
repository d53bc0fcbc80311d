import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { PAYLOAD_IV_BYTES, PAYLOAD_TAG_BYTES, payloadKeyDay } from '@comanda/contract';
import { toStoreTime } from '@comanda/domain';

const KEY_SALT = 'comanda:payload-encryption';
const DAY_MS = 86_400_000;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/**
 * The AES-256 key of one calendar day ('YYYY-MM-DD' in America/Sao_Paulo), derived from the server secret with
 * HKDF-SHA256 every time it is needed: never stored, the same in every process that shares the secret.
 */
export function dayKey(secret: Uint8Array, isoDate: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, KEY_SALT, `chave:${isoDate}`, 32));
}

/** `plaintext` sealed under `key`: base64 of a random IV, the AES-256-GCM ciphertext and its tag. */
export function sealPayload(key: Buffer, plaintext: Buffer): string {
  const iv = randomBytes(PAYLOAD_IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  return Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64');
}

/** The plaintext of a sealed `data`, or null when it is not base64 of one or was not sealed under `key`. */
export function openPayload(key: Buffer, data: string): Buffer | null {
  if (!BASE64.test(data)) return null;
  const bytes = Buffer.from(data, 'base64');
  if (bytes.length < PAYLOAD_IV_BYTES + PAYLOAD_TAG_BYTES) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, PAYLOAD_IV_BYTES));
    decipher.setAuthTag(bytes.subarray(bytes.length - PAYLOAD_TAG_BYTES));
    return Buffer.concat([
      decipher.update(bytes.subarray(PAYLOAD_IV_BYTES, bytes.length - PAYLOAD_TAG_BYTES)),
      decipher.final(),
    ]);
  } catch {
    return null;
  }
}

/** A day whose key is served: its code (the key path's) and its date. */
export interface ServedDay {
  code: string;
  isoDate: string;
}

/**
 * The days whose keys are served at `now`: today in America/Sao_Paulo first, then yesterday and tomorrow, so that
 * a client whose clock sits on the other side of midnight still gets and uses its day's key.
 */
export function servedDays(now: Date): ServedDay[] {
  return [0, -DAY_MS, DAY_MS].map((offset) => {
    const instant = now.getTime() + offset;
    return { code: payloadKeyDay(instant), isoDate: toStoreTime(instant).isoDate };
  });
}
