import { createHmac, timingSafeEqual } from 'node:crypto';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** Keyed hashes of phones, e-mails, IPs and one-time secrets (codes, tickets, rate buckets, outbox). */
    identifiers: IdentifierHasher;
  }
}

/**
 * Keyed hashes (HMAC-SHA-256 under a key derived from the server secret) of personal identifiers and one-time
 * secrets. Code, ticket and rate tables store only these, so they hold no phone number, e-mail or code in clear,
 * and a 6-digit code cannot be brute-forced from a database copy without the key.
 */
export interface IdentifierHasher {
  /** A phone (digits) or e-mail (lower-cased) as a code or rate-limit target. */
  target(kind: 'phone' | 'email', value: string): string;
  /** A client IP as a rate-limit bucket. */
  ip(address: string): string;
  /** A code or ticket bound to its target and purpose. */
  secret(purpose: string, targetHash: string, secret: string): string;
}

export function identifierHasher(serverKey: Uint8Array): IdentifierHasher {
  const key = createHmac('sha256', serverKey).update('comanda/identifiers/v1').digest();
  const mac = (...parts: string[]) =>
    createHmac('sha256', key).update(parts.join('\u0000')).digest('base64url');
  return {
    target: (kind, value) => mac('target', kind, value),
    ip: (address) => mac('ip', address),
    secret: (purpose, targetHash, secret) => mac('secret', purpose, targetHash, secret),
  };
}

/** Compares two hashes in constant time (for equal lengths; different lengths are simply unequal). */
export function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** The identifier hasher keyed by the server secret (the JWT signing key). */
export const identifiersPlugin = fp<{ key: Uint8Array }>(
  async (app, { key }) => {
    app.decorate('identifiers', identifierHasher(key));
  },
  { name: 'identifiers' },
);
