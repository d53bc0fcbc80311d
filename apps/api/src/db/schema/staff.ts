import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { instant } from './columns.ts';
import { stores } from './stores.ts';

/**
 * A back-office account (docs/backoffice.md), separate from customers. The TOTP secret is kept encrypted
 * (AES-256-GCM under a key derived from the server secret) and never answered after enrolment.
 */
export const staffMembers = pgTable(
  'staff_members',
  {
    id: serial('id').primaryKey(),
    /** Lower-cased. */
    email: text('email').notNull(),
    nome: text('nome').notNull(),
    senhaHash: text('senha_hash').notNull(),
    papel: text('papel', { enum: ['admin', 'gerente', 'operador'] }).notNull(),
    /** Encrypted TOTP secret: pending while `totp_enabled` is false, the account's once confirmed. */
    totpSecret: text('totp_secret'),
    totpEnabled: boolean('totp_enabled').notNull().default(false),
    /** The last TOTP time step accepted: a code is never accepted twice. */
    totpLastStep: integer('totp_last_step'),
    active: boolean('active').notNull().default(true),
    /** Bumped by deactivation: sessions carry the version they were opened under. */
    version: integer('version').notNull().default(0),
    createdAt: instant('created_at').notNull().defaultNow(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('staff_members_email_unique').on(t.email),
    check('staff_members_email_lower', sql`${t.email} = lower(${t.email})`),
  ],
);

/** The stores a manager or operator acts for (admins act for every store and have no rows here). */
export const staffStores = pgTable(
  'staff_stores',
  {
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffMembers.id, { onDelete: 'cascade' }),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.staffId, t.storeId] }), index('staff_stores_store_idx').on(t.storeId)],
);

/** Single-use recovery codes, kept as keyed hashes. */
export const staffRecoveryCodes = pgTable(
  'staff_recovery_codes',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffMembers.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: instant('used_at'),
  },
  (t) => [uniqueIndex('staff_recovery_codes_hash_unique').on(t.codeHash)],
);

/**
 * A browser's staff session, named by the SHA-256 of its cookie. `stage` is 'password' between the password and
 * the second factor (only the TOTP routes accept it), then 'active'.
 */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffMembers.id, { onDelete: 'cascade' }),
    staffVersion: integer('staff_version').notNull(),
    stage: text('stage', { enum: ['password', 'active'] }).notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
    lastSeenAt: instant('last_seen_at').notNull().defaultNow(),
    expiresAt: instant('expires_at').notNull(),
    revokedAt: instant('revoked_at'),
  },
  (t) => [
    uniqueIndex('staff_sessions_token_unique').on(t.tokenHash),
    index('staff_sessions_staff_idx').on(t.staffId),
  ],
);

/**
 * The back office's append-only audit log: who (null for the command line), what, on which entity, before and
 * after. The code only inserts; a trigger (migration 0018) refuses UPDATE, DELETE and TRUNCATE.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    staffId: integer('staff_id').references(() => staffMembers.id),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    at: instant('at').notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at),
    index('audit_log_entity_idx').on(t.entity, t.entityId),
    index('audit_log_staff_idx').on(t.staffId),
  ],
);
