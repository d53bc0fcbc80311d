import { index, integer, pgTable, serial, text, uuid } from 'drizzle-orm/pg-core';
import { customers } from './account.ts';
import { instant } from './columns.ts';

/**
 * One-time codes and the tickets exchanged for them. `target_hash` is an HMAC of the phone digits or the
 * lower-cased e-mail, so the table never holds the address itself; `secret_hash` is an HMAC of the code or ticket.
 */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: serial('id').primaryKey(),
    purpose: text('purpose', { enum: ['login', 'signup', 'email_verify', 'password_reset'] }).notNull(),
    kind: text('kind', { enum: ['code', 'ticket'] }).notNull(),
    targetHash: text('target_hash').notNull(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    secretHash: text('secret_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: instant('expires_at').notNull(),
    consumedAt: instant('consumed_at'),
    createdAt: instant('created_at').notNull(),
  },
  (t) => [index('verification_codes_lookup_idx').on(t.targetHash, t.purpose, t.kind)],
);

/** Code sends, counted per target and per client IP over the last hour (works across API processes). */
export const codeSendLog = pgTable(
  'code_send_log',
  {
    id: serial('id').primaryKey(),
    /** 'target:' or 'ip:' followed by an HMAC of the value. */
    bucket: text('bucket').notNull(),
    createdAt: instant('created_at').notNull(),
  },
  (t) => [index('code_send_log_bucket_idx').on(t.bucket, t.createdAt)],
);

/** Rotating refresh tokens (stored hashed); a family shares one login, reuse of a rotated token ends it. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    family: uuid('family').notNull(),
    /** The customer's token_version at issue: a later bump makes the token useless. */
    tokenVersion: integer('token_version').notNull(),
    expiresAt: instant('expires_at').notNull(),
    createdAt: instant('created_at').notNull(),
    revokedAt: instant('revoked_at'),
  },
  (t) => [
    index('refresh_tokens_customer_idx').on(t.customerId),
    index('refresh_tokens_family_idx').on(t.family),
  ],
);

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
