import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { instant } from './columns.ts';
import { stores } from './stores.ts';

/**
 * A store team's key for the operator API and the order board (`npm run operator:key STORE_ID`). Only its SHA-256
 * is kept; the key itself is shown once, when it is made.
 */
export const operatorKeys = pgTable(
  'operator_keys',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    keyHash: text('key_hash').notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
    revokedAt: instant('revoked_at'),
  },
  (t) => [
    uniqueIndex('operator_keys_hash_unique').on(t.keyHash),
    index('operator_keys_store_idx').on(t.storeId),
  ],
);
