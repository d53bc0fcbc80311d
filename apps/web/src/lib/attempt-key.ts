import { IDEMPOTENCY_KEY_PATTERN } from '@comanda/contract';

/** A fresh `Idempotency-Key`: a UUID (36 characters of the allowed alphabet). */
export function newIdempotencyKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The keys of the customer's attempts at a money-moving request (placing an order, giving a donation). An attempt
 * is one body: sent again unchanged after an
 * answer that did not settle it (no answer, still in progress) it keeps its key, so the server places it at most
 * once; any change by the customer, or a settled answer, starts a new attempt with a new key.
 */
export function createAttemptKeys(generate: () => string = newIdempotencyKey) {
  let pending: { body: string; key: string } | null = null;
  return {
    /** The key to send `body` with. */
    keyFor(body: unknown): string {
      const text = JSON.stringify(body);
      if (pending?.body !== text) {
        const key = generate();
        if (!IDEMPOTENCY_KEY_PATTERN.test(key)) throw new Error('invalid Idempotency-Key');
        pending = { body: text, key };
      }
      return pending.key;
    },
    /** The last attempt got an answer that settles it: the next one is new, whatever its body. */
    settle(): void {
      pending = null;
    },
  };
}

export type AttemptKeys = ReturnType<typeof createAttemptKeys>;
