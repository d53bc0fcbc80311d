import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { customers } from './account.ts';
import { instant } from './columns.ts';

/** Notifications delivered to a customer (§2 notification history). */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    titulo: text('titulo').notNull(),
    mensagem: text('mensagem').notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [index('notifications_customer_idx').on(t.customerId, t.createdAt)],
);
