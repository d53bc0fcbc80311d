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
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { customers } from './account.ts';
import { savedCards } from './cards.ts';
import { instant } from './columns.ts';
import { stores } from './stores.ts';

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
