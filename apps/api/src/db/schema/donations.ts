import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { customers } from './account.ts';
import { instant, type StoredAnswer } from './columns.ts';
import { orders } from './orders.ts';

/**
 * A donation: charged and recorded apart from any order (never in an order's totals), by a saved card in donation
 * mode or by Pix; its payment is a `payments` row of kind 'doacao'. Like orders, (customer, idempotency_key) is unique and the first answer is kept for replays.
 */
export const donations = pgTable(
  'donations',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    /** The order after which the customer chose to give, when there was one. */
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    valor: integer('valor').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    resposta: jsonb('resposta').$type<StoredAnswer>(),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('donations_customer_key_unique').on(t.customerId, t.idempotencyKey),
    check('donations_valor_positive', sql`${t.valor} > 0`),
  ],
);
