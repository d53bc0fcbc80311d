import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { customers } from './account.ts';
import { instant } from './columns.ts';
import { loyaltyBenefits } from './loyalty.benefits.ts';
import { orders } from './orders.ts';
import { stores } from './stores.ts';

/**
 * A member of the programme (§4 loyalty record): when they joined, under which terms, and the cached balance —
 * always the sum of their ledger entries, moved in the same statement that writes an entry.
 */
export const loyaltyAccounts = pgTable(
  'loyalty_accounts',
  {
    customerId: integer('customer_id')
      .primaryKey()
      .references(() => customers.id),
    joinedAt: instant('joined_at').notNull(),
    termsVersion: text('terms_version').notNull(),
    /** mostrar_shinguru: the member shows the programme (default on). */
    mostrar: boolean('mostrar').notNull().default(true),
    saldoPontos: integer('saldo_pontos').notNull().default(0),
    updatedAt: instant('updated_at').notNull(),
  },
  (t) => [check('loyalty_accounts_saldo_non_negative', sql`${t.saldoPontos} >= 0`)],
);

/**
 * The points ledger, append-only (a trigger refuses update and delete): a credit per completed order, a
 * reversal pointing at the credit it cancels, or an operator's adjustment. `chave` names the event that wrote
 * the entry, so a replay writes nothing.
 */
export const loyaltyPointEntries = pgTable(
  'loyalty_point_entries',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    tipo: text('tipo', { enum: ['credito', 'estorno', 'ajuste'] }).notNull(),
    pontos: integer('pontos').notNull(),
    /** 'pedido:{id}:credito', 'pedido:{id}:estorno', 'ajuste:{uuid}'. */
    chave: text('chave').notNull().unique(),
    orderId: integer('order_id').references(() => orders.id),
    estornaId: integer('estorna_id')
      .unique()
      .references((): AnyPgColumn => loyaltyPointEntries.id),
    motivo: text('motivo'),
    createdAt: instant('created_at').notNull(),
  },
  (t) => [
    index('loyalty_point_entries_customer_idx').on(t.customerId, t.createdAt),
    check('loyalty_point_entries_tipo_valid', sql`${t.tipo} in ('credito', 'estorno', 'ajuste')`),
    check('loyalty_point_entries_pontos_nonzero', sql`${t.pontos} <> 0`),
    check('loyalty_point_entries_credit_positive', sql`${t.tipo} <> 'credito' or ${t.pontos} > 0`),
    check('loyalty_point_entries_reversal_negative', sql`${t.tipo} <> 'estorno' or ${t.pontos} < 0`),
    check(
      'loyalty_point_entries_reversal_names_credit',
      sql`(${t.tipo} = 'estorno') = (${t.estornaId} is not null)`,
    ),
  ],
);

/**
 * A benefit granted to a member (§3 Wallet item): one per benefit and period (`chave_concessao`: 'nivel:3',
 * 'mensal:2026-11', 'aniversario:2026'), so a grant happens once whoever asks.
 */
export const loyaltyWalletItems = pgTable(
  'loyalty_wallet_items',
  {
    /** The wire's sequencial. */
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    benefitId: integer('benefit_id')
      .notNull()
      .references(() => loyaltyBenefits.id),
    chaveConcessao: text('chave_concessao').notNull(),
    estado: text('estado', { enum: ['disponivel', 'reservado', 'utilizado', 'expirado'] }).notNull(),
    grantedAt: instant('granted_at').notNull(),
    validoAte: instant('valido_ate'),
    orderId: integer('order_id').references(() => orders.id),
    usedAt: instant('used_at'),
  },
  (t) => [
    uniqueIndex('loyalty_wallet_items_grant_unique').on(t.customerId, t.benefitId, t.chaveConcessao),
    index('loyalty_wallet_items_customer_idx').on(t.customerId, t.estado),
    check(
      'loyalty_wallet_items_estado_valid',
      sql`${t.estado} in ('disponivel', 'reservado', 'utilizado', 'expirado')`,
    ),
    check('loyalty_wallet_items_used_when', sql`(${t.estado} = 'utilizado') = (${t.usedAt} is not null)`),
  ],
);

/**
 * A wallet item held for a bag (§3 coupon reservation), then consumed by the order that carries it, released
 * (bag cleared, DELETE fidelidade_cupom, order cancelled) or expired. At most one live hold per item.
 */
export const loyaltyReservations = pgTable(
  'loyalty_reservations',
  {
    id: serial('id').primaryKey(),
    walletItemId: integer('wallet_item_id')
      .notNull()
      .references(() => loyaltyWalletItems.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    storeId: integer('store_id').references(() => stores.id),
    versaoCupom: integer('versao_cupom').notNull(),
    estado: text('estado', { enum: ['ativa', 'consumida', 'liberada', 'expirada'] }).notNull(),
    createdAt: instant('created_at').notNull(),
    expiresAt: instant('expires_at').notNull(),
    orderId: integer('order_id').references(() => orders.id),
    endedAt: instant('ended_at'),
  },
  (t) => [
    uniqueIndex('loyalty_reservations_live_unique')
      .on(t.walletItemId)
      .where(sql`${t.estado} in ('ativa', 'consumida')`),
    index('loyalty_reservations_customer_idx').on(t.customerId, t.estado),
    check(
      'loyalty_reservations_estado_valid',
      sql`${t.estado} in ('ativa', 'consumida', 'liberada', 'expirada')`,
    ),
    check(
      'loyalty_reservations_consumed_by_order',
      sql`(${t.estado} = 'consumida') = (${t.orderId} is not null)`,
    ),
  ],
);
