import { hash, verify } from '@node-rs/argon2';

/** `Algorithm.Argon2id` of @node-rs/argon2 (an ambient const enum, so not importable here). */
const ARGON2ID = 2;

// OWASP's argon2id profile: 19 MiB, 2 passes, 1 lane.
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** Hashes a gift-card password with argon2id. */
export const hashGiftCardPassword = (password: string): Promise<string> => hash(password, OPTIONS);

let decoy: Promise<string> | null = null;

/**
 * Checks a password against a card's hash. Without a card (unknown number) a decoy hash is checked instead, so
 * the answer takes as long either way and timing does not tell which numbers exist.
 */
export async function checkGiftCardPassword(storedHash: string | null, password: string): Promise<boolean> {
  if (!storedHash) {
    decoy ??= hashGiftCardPassword('decoy-gift-card-password');
    await verify(await decoy, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}
