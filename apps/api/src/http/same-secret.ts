import { timingSafeEqual } from 'node:crypto';

/** Whether a secret a client sent equals the configured one, in time that does not depend on where they differ. */
export function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
