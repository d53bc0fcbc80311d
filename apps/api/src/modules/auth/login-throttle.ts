import { eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { loginThrottle } from '../../db/schema/auth.ts';
import type { IdentifierHasher } from '../../platform/identifiers.ts';

/** Wrong passwords allowed for one e-mail before each further one locks it. */
export const LOGIN_FREE_FAILURES = 5;
/** The first lock; each further failure doubles it, up to `LOGIN_MAX_LOCK_MS`. */
export const LOGIN_FIRST_LOCK_MS = 60_000;
export const LOGIN_MAX_LOCK_MS = 60 * 60_000;
/** Failures older than this are forgotten. */
export const LOGIN_FAILURE_MEMORY_MS = 24 * 60 * 60_000;

/** How long the `failures`-th consecutive wrong password locks an e-mail, in milliseconds (0 while free). */
export function lockAfter(failures: number): number {
  if (failures < LOGIN_FREE_FAILURES) return 0;
  return Math.min(LOGIN_FIRST_LOCK_MS * 2 ** (failures - LOGIN_FREE_FAILURES), LOGIN_MAX_LOCK_MS);
}

export type LoginAttempt<T> = { ok: true; value: T } | { ok: false; lockedUntil: Date | null };

/**
 * Per-account back-off for e-mail login (OWASP ASVS 5, V6.3): every attempt for one e-mail runs under that
 * e-mail's row lock, so concurrent guesses are counted one by one in any number of API processes. While the
 * e-mail is locked no password is checked at all; once the lock ends the right password works again and clears
 * the count. `attempt` answers `{ ok: false }` for a wrong password (counted) or a locked e-mail. A `scope` keeps
 * another sign-in's counts (the back office's, by e-mail or by account) apart from the customers'.
 */
export function loginThrottleStore(hasher: IdentifierHasher, scope?: string) {
  return {
    async attempt<T>(
      db: Db,
      input: { email: string; now: Date },
      check: (tx: Db) => Promise<T | null>,
    ): Promise<LoginAttempt<T>> {
      const { now } = input;
      const targetHash = hasher.target('email', scope ? `${scope}:${input.email}` : input.email);
      return db.transaction(async (tx) => {
        await tx
          .insert(loginThrottle)
          .values({ targetHash, failures: 0, lastFailureAt: now })
          .onConflictDoNothing();
        const [row] = await tx
          .select()
          .from(loginThrottle)
          .where(eq(loginThrottle.targetHash, targetHash))
          .for('update');
        if (row?.lockedUntil && row.lockedUntil > now) return { ok: false, lockedUntil: row.lockedUntil };
        const value = await check(tx as unknown as Db);
        if (value !== null) {
          await tx.delete(loginThrottle).where(eq(loginThrottle.targetHash, targetHash));
          return { ok: true, value };
        }
        const stale = !row || now.getTime() - row.lastFailureAt.getTime() > LOGIN_FAILURE_MEMORY_MS;
        const failures = (stale ? 0 : row.failures) + 1;
        const lock = lockAfter(failures);
        const lockedUntil = lock ? new Date(now.getTime() + lock) : null;
        await tx
          .update(loginThrottle)
          .set({ failures, lockedUntil, lastFailureAt: now })
          .where(eq(loginThrottle.targetHash, targetHash));
        await tx
          .delete(loginThrottle)
          .where(lt(loginThrottle.lastFailureAt, new Date(now.getTime() - LOGIN_FAILURE_MEMORY_MS)));
        return { ok: false, lockedUntil };
      });
    },
  };
}

export type LoginThrottleStore = ReturnType<typeof loginThrottleStore>;
