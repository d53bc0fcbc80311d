import { PAYABLE_KINDS, PAYMENT_STATUSES } from '@comanda/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { customers } from './accounts.ts';
import { stores } from './catalog.ts';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Card brands per `forma`, as the catalogue lists them (§7 pagamentos). */
export interface StoredBrandsByForma {
  CREDIT: string[];
  DEBIT: string[];
  MEAL_VOUCHER: string[];
}

/**
 * What a store accepts, published from the catalogue file (`stores[].pagamentos`); a store without a row offers
 * no payment (GET pagamentos answers 404).
 */
export const storePaymentSettings = pgTable('store_payment_settings', {
  storeId: integer('store_id')
    .primaryKey()
    .references(() => stores.id, { onDelete: 'cascade' }),
  onlineCards: jsonb('online_cards').$type<StoredBrandsByForma>().notNull(),
  onlinePix: boolean('online_pix').notNull(),
  deliveryCards: jsonb('delivery_cards').$type<StoredBrandsByForma>().notNull(),
  deliveryCash: boolean('delivery_cash').notNull(),
});

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

export const PAYMENT_KINDS = ['cartao', 'pix', 'dinheiro', 'cartao_entrega', 'gift_card'] as const;

/**
 * One payment per payable (an order, a donation): how it is paid and where its money is. A card or Pix charge
 * carries the idempotency key sent to the provider (`chave`): a retry or a reconciliation query always addresses
 * the same charge. 'aguardando' rows are what reconciliation settles; 'estorno_pendente' ones what it refunds.
 * Only the payments module writes here (docs/payments.md). Never a card number or CVV: only the saved card's id,
 * brand and last four digits.
 */
export const payments = pgTable(
  'payments',
  {
    payableKind: text('payable_kind', { enum: PAYABLE_KINDS }).notNull(),
    payableId: integer('payable_id').notNull(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    tipo: text('tipo', { enum: PAYMENT_KINDS }).notNull(),
    forma: text('forma'),
    bandeira: text('bandeira'),
    cardId: integer('card_id').references(() => savedCards.id, { onDelete: 'set null' }),
    final: text('final'),
    provider: text('provider'),
    valor: integer('valor').notNull(),
    trocoPara: integer('troco_para'),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull(),
    chave: text('chave'),
    chargeId: text('charge_id'),
    pixTxid: text('pix_txid'),
    pixBrCode: text('pix_br_code'),
    pixExpiraEm: instant('pix_expira_em'),
    motivo: text('motivo'),
    motivoCodigo: text('motivo_codigo'),
    valorEstornado: integer('valor_estornado').notNull().default(0),
    /** Refund attempts the provider has not confirmed ('estorno_pendente'): the retries back off with them. */
    estornoTentativas: integer('estorno_tentativas').notNull().default(0),
    /** When the provider accepted the refund ('estornado'). */
    estornadoEm: instant('estornado_em'),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.payableKind, t.payableId] }),
    uniqueIndex('payments_pix_txid_unique').on(t.pixTxid),
    index('payments_waiting_idx').on(t.status, t.updatedAt),
    check('payments_payable_kind_valid', sql`${t.payableKind} in ('pedido', 'doacao')`),
    check('payments_valor_non_negative', sql`${t.valor} >= 0 and ${t.valorEstornado} >= 0`),
    check(
      'payments_status_valid',
      sql`${t.status} in ('aguardando', 'aprovado', 'recusado', 'expirado', 'estornado', 'estorno_pendente', 'na_entrega')`,
    ),
  ],
);
