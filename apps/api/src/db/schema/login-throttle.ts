import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Failed e-mail logins per e-mail address, whether or not an account has it (so the answer never tells), keyed
 * by the keyed hash of the e-mail (`IdentifierHasher.target('email', …)`), never the address itself. Drives the
 * per-account back-off (docs/security.md); a successful login or a quiet day clears the row.
 */
export const loginThrottle = pgTable(
  'login_throttle',
  {
    targetHash: text('target_hash').primaryKey(),
    failures: integer('failures').notNull().default(0),
    lockedUntil: instant('locked_until'),
    lastFailureAt: instant('last_failure_at').notNull(),
  },
  (t) => [index('login_throttle_last_failure_idx').on(t.lastFailureAt)],
);
