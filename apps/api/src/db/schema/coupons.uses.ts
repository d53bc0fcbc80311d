import { index, integer, pgTable, serial, timestamp } from 'drizzle-orm/pg-core';
import { customers } from './account.ts';
import { coupons } from './coupons.ts';
import { orders } from './orders.ts';

// Its own file: it ties a coupon to an order, and orders already point at coupons (`coupon_id`).
/** One redemption of a coupon by a customer (written when an order is placed). */
export const couponUses = pgTable(
  'coupon_uses',
  {
    id: serial('id').primaryKey(),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** The order that used it; the use goes with the order when it is cancelled before being paid. */
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('coupon_uses_coupon_customer_idx').on(t.couponId, t.customerId),
    index('coupon_uses_order_idx').on(t.orderId),
  ],
);
