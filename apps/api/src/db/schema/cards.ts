import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { customers } from './account.ts';
import { instant } from './columns.ts';

/**
 * The customer's record at a card provider (Pagar.me customer id; Cielo and the sandbox echo our code), made on
 * the first card saved there. Erased with the account.
 */
export const paymentCustomers = pgTable(
  'payment_customers',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: ['sandbox', 'pagarme', 'cielo'] }).notNull(),
    providerCustomerId: text('provider_customer_id').notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.provider] }),
    check('payment_customers_provider_valid', sql`${t.provider} in ('sandbox', 'pagarme', 'cielo')`),
  ],
);

/**
 * A saved card (§3 Card): the provider's token and what the app shows. Never the number or the CVV — they go to
 * the provider's vault within the request that saves the card (docs/payments.md, docs/security.md). At most 5 per
 * customer (§9), counted under a row lock on the customer. Erased with the account, at the provider too.
 */
export const savedCards = pgTable(
  'saved_cards',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** The adapter that saved it: its gateway deletes, checks and charges it. */
    provider: text('provider', { enum: ['sandbox', 'pagarme', 'cielo'] }).notNull(),
    /** §3 metodo: 'mundipagg' (POST cartao) or 'braspag' (POST cartao_cielo). */
    metodo: text('metodo', { enum: ['mundipagg', 'braspag'] }).notNull(),
    providerCustomerId: text('provider_customer_id').notNull(),
    token: text('token').notNull(),
    bandeira: text('bandeira').notNull(),
    /** Last four digits. */
    final: text('final').notNull(),
    /** What it pays as: credit, debit, or meal_voucher for the voucher brands. */
    tipo: text('tipo', { enum: ['credit', 'debit', 'meal_voucher'] }).notNull(),
    apelido: text('apelido'),
    doacao: boolean('doacao').notNull().default(false),
    expMonth: smallint('exp_month').notNull(),
    expYear: smallint('exp_year').notNull(),
    /** §3/§9 falha_transacao 1: the provider can no longer charge it; it must be registered again. */
    falhaTransacao: boolean('falha_transacao').notNull().default(false),
    createdAt: instant('created_at').notNull().defaultNow(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('saved_cards_customer_idx').on(t.customerId),
    uniqueIndex('saved_cards_provider_token_unique').on(t.provider, t.token),
    check('saved_cards_provider_valid', sql`${t.provider} in ('sandbox', 'pagarme', 'cielo')`),
    check('saved_cards_metodo_valid', sql`${t.metodo} in ('mundipagg', 'braspag')`),
    check('saved_cards_tipo_valid', sql`${t.tipo} in ('credit', 'debit', 'meal_voucher')`),
    check('saved_cards_final_digits', sql`${t.final} ~ '^[0-9]{4}$'`),
    check('saved_cards_exp_month_range', sql`${t.expMonth} between 1 and 12`),
    check('saved_cards_exp_year_range', sql`${t.expYear} between 2000 and 2099`),
  ],
);
