import { SUPPORT_MESSAGE_MAX_LENGTH } from '@comanda/domain';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { customers } from './account.ts';
import { instant } from './columns.ts';
import { orders } from './orders.ts';
import { stores } from './stores.ts';

/**
 * The built-in support chat (docs/support.md): one conversation per customer and store, the customer writing from
 * the app and the store's team answering from its board. A message may point at the order it is about. Erased with
 * the account; `readAt` is when the other side first saw it.
 */
export const supportMessages = pgTable(
  'support_messages',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    author: text('author', { enum: ['cliente', 'loja'] }).notNull(),
    body: text('body').notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
    readAt: instant('read_at'),
  },
  (t) => [
    index('support_messages_conversation_idx').on(t.customerId, t.storeId, t.id),
    index('support_messages_store_idx').on(t.storeId, t.id),
    check('support_messages_author_known', sql`${t.author} in ('cliente', 'loja')`),
    check(
      'support_messages_body_length',
      sql`char_length(${t.body}) between 1 and ${sql.raw(String(SUPPORT_MESSAGE_MAX_LENGTH))}`,
    ),
  ],
);
