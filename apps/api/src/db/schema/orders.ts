import { ORDER_STATUSES, type PostalAddress } from '@comanda/domain';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { customers } from './account.ts';
import { instant, type StoredAnswer } from './columns.ts';
import { coupons } from './coupons.ts';
import { brands, stores } from './stores.ts';

const statusList = sql.raw(ORDER_STATUSES.map((s) => `'${s}'`).join(', '));

/** The delivery address as it was when the order was placed (later edits of the address do not change it). */
export interface OrderAddressSnapshot extends PostalAddress {
  lat: number;
  lng: number;
}

/**
 * A placed order (§3 Order). Amounts in centavos: `total` is what is left to pay after the gift cards
 * (`valor_itens - desconto + frete - valor_gift_cards`). `status` is the last entry of order_status_history.
 * (customer, idempotency_key) is unique: the same key never places a second order; `request_hash` tells a replay
 * from another body sent with the same key.
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    canal: text('canal', { enum: ['app', 'whatsapp'] })
      .notNull()
      .default('app'),
    status: text('status', { enum: ORDER_STATUSES }).notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    valorItens: integer('valor_itens').notNull(),
    frete: integer('frete').notNull(),
    desconto: integer('desconto').notNull(),
    valorGiftCards: integer('valor_gift_cards').notNull(),
    total: integer('total').notNull(),
    couponId: integer('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
    cupom: text('cupom'),
    endereco: jsonb('endereco').$type<OrderAddressSnapshot>().notNull(),
    cpfNota: text('cpf_nota'),
    /** Why the store team cancelled it, as it told the customer. */
    motivoCancelamento: text('motivo_cancelamento'),
    resposta: jsonb('resposta').$type<StoredAnswer>(),
    createdAt: instant('created_at').notNull().defaultNow(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_customer_key_unique').on(t.customerId, t.idempotencyKey),
    index('orders_customer_created_idx').on(t.customerId, t.createdAt),
    index('orders_store_created_idx').on(t.storeId, t.createdAt),
    check('orders_status_valid', sql`${t.status} in (${statusList})`),
    check('orders_canal_valid', sql`${t.canal} in ('app', 'whatsapp')`),
    check(
      'orders_amounts_non_negative',
      sql`${t.valorItens} >= 0 and ${t.frete} >= 0 and ${t.desconto} >= 0 and ${t.valorGiftCards} >= 0 and ${t.total} >= 0`,
    ),
  ],
);

/** An order's line: the product as priced when placed (`linha` holds the whole §3 Cart line with its options). */
export const orderLines = pgTable(
  'order_lines',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    posicao: integer('posicao').notNull(),
    produtoCod: integer('produto_cod').notNull(),
    nome: text('nome').notNull(),
    qtd: integer('qtd').notNull(),
    precoUnitario: integer('preco_unitario').notNull(),
    precoTotal: integer('preco_total').notNull(),
    descontoTotal: integer('desconto_total').notNull(),
    linha: jsonb('linha').notNull(),
  },
  (t) => [
    uniqueIndex('order_lines_order_position_unique').on(t.orderId, t.posicao),
    check(
      'order_lines_amounts_valid',
      sql`${t.qtd} > 0 and ${t.precoUnitario} >= 0 and ${t.precoTotal} >= 0`,
    ),
  ],
);

/** Every status an order went through, with who moved it and when (§3 historicoStatus). */
export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ORDER_STATUSES }).notNull(),
    actor: text('actor', { enum: ['customer', 'store', 'system'] }).notNull(),
    at: instant('at').notNull().defaultNow(),
  },
  (t) => [
    index('order_status_history_order_idx').on(t.orderId, t.id),
    check('order_status_history_status_valid', sql`${t.status} in (${statusList})`),
  ],
);
