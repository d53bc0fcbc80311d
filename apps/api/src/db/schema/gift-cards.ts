import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { instant } from './columns.ts';
import { orders } from './orders.ts';
import { brands } from './stores.ts';

/**
 * A gift card: number, argon2id password hash, balance in centavos (never negative), last valid São Paulo date
 * and blocked flag. The catalogue import issues cards but never changes a balance or a password afterwards.
 */
export const giftCards = pgTable(
  'gift_cards',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    /** Digits only. */
    numero: text('numero').notNull().unique(),
    senhaHash: text('senha_hash').notNull(),
    saldo: integer('saldo').notNull(),
    validade: date('validade', { mode: 'string' }).notNull(),
    bloqueado: boolean('bloqueado').notNull().default(false),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [check('gift_cards_saldo_non_negative', sql`${t.saldo} >= 0`)],
);

/**
 * Every debit of a gift card (order placement), for the card's statement and audits. A debit given back (the order
 * was cancelled unpaid or refused) keeps its row with `estornado_em` set; the balance is credited in the same
 * transaction.
 */
export const giftCardDebits = pgTable(
  'gift_card_debits',
  {
    id: serial('id').primaryKey(),
    cardId: integer('card_id')
      .notNull()
      .references(() => giftCards.id, { onDelete: 'cascade' }),
    valor: integer('valor').notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    estornadoEm: instant('estornado_em'),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('gift_card_debits_order_idx').on(t.orderId),
    check('gift_card_debits_valor_positive', sql`${t.valor} > 0`),
    index('gift_card_debits_card_idx').on(t.cardId),
  ],
);

/**
 * Every password attempt, by card (null for an unknown number) and client IP. Written before the password is
 * checked and marked a success afterwards, so concurrent guesses all count (docs/bag.md).
 */
export const giftCardAttempts = pgTable(
  'gift_card_attempts',
  {
    id: serial('id').primaryKey(),
    cardId: integer('card_id').references(() => giftCards.id, { onDelete: 'cascade' }),
    ip: text('ip').notNull(),
    sucesso: boolean('sucesso').notNull().default(false),
    createdAt: instant('created_at').notNull(),
  },
  (t) => [
    index('gift_card_attempts_card_idx').on(t.cardId, t.createdAt),
    index('gift_card_attempts_ip_idx').on(t.ip, t.createdAt),
  ],
);

/** A short-lived proof that a card's password was given: the bag sends the token instead of the password. */
export const giftCardGrants = pgTable(
  'gift_card_grants',
  {
    /** SHA-256 of the token, hex. */
    tokenHash: text('token_hash').primaryKey(),
    cardId: integer('card_id')
      .notNull()
      .references(() => giftCards.id, { onDelete: 'cascade' }),
    expiresAt: instant('expires_at').notNull(),
  },
  (t) => [index('gift_card_grants_card_idx').on(t.cardId)],
);
