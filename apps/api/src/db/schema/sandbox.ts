import { boolean, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { instant } from './columns.ts';

/**
 * The built-in card sandbox's ledger (providers/payments/sandbox-ledger.ts): what it charged, captured and refunded
 * and which one-use test tokens are spent, kept in the database like a real provider keeps them on its side, so a
 * restarted or another API process finds every charge it made (reconciliation after a crash, queries across
 * processes). Nothing here is real money; nothing but the sandbox reads it.
 */
export const sandboxCardCharges = pgTable('sandbox_card_charges', {
  idempotencyKey: text('idempotency_key').primaryKey(),
  chargeId: text('charge_id').notNull().unique(),
  cardToken: text('card_token').notNull(),
  amount: integer('amount').notNull(),
  capture: boolean('capture').notNull(),
  /** The state a query reports: the approved charge, the refusal, or pending with how it settles. */
  state: jsonb('state').notNull(),
  createdAt: instant('created_at').notNull().defaultNow(),
});

/** Captures and refunds by their idempotency key: a key replayed gets the first answer. */
export const sandboxCardOperations = pgTable('sandbox_card_operations', {
  idempotencyKey: text('idempotency_key').primaryKey(),
  fingerprint: text('fingerprint').notNull(),
  result: jsonb('result').notNull(),
  createdAt: instant('created_at').notNull().defaultNow(),
});

/** Test tokens that charge once and are unusable afterwards (the sandbox's 'approve_then_unusable' card). */
export const sandboxSpentCardTokens = pgTable('sandbox_spent_card_tokens', {
  token: text('token').primaryKey(),
  createdAt: instant('created_at').notNull().defaultNow(),
});

/**
 * The built-in Pix sandbox's charges (providers/pix/sandbox-store.ts), like a PSP keeps them: a charge made on one
 * process is paid, queried and refunded from any other, and outlives a restart. `charge` is the charge as the
 * provider reports it (dates as ISO text); `endToEndId` finds it by its payment (a sandbox charge is paid once).
 */
export const sandboxPixCharges = pgTable('sandbox_pix_charges', {
  txid: text('txid').primaryKey(),
  endToEndId: text('end_to_end_id').unique(),
  charge: jsonb('charge').notNull(),
  createdAt: instant('created_at').notNull().defaultNow(),
});
