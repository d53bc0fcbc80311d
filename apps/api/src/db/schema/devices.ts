import { index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { customers } from './account.ts';
import { instant } from './columns.ts';

/** Push registrations (§7 dispositivo); a token belongs to the last customer who registered it. */
export const devices = pgTable(
  'devices',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    token: text('token').notNull().unique(),
    plataforma: text('plataforma', { enum: ['android', 'ios', 'web'] }).notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [index('devices_customer_idx').on(t.customerId)],
);

/**
 * Settings the API makes for itself on first start and shares between its processes (the Web Push VAPID key pair
 * when none is configured). The first process to write a key wins; the others read it.
 */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  createdAt: instant('created_at').notNull().defaultNow(),
});
