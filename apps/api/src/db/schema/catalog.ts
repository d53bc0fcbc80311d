import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const catalogImports = pgTable('catalog_imports', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  brandId: integer('brand_id').notNull(),
  checksum: text('checksum').notNull(),
  counts: jsonb('counts').$type<Record<string, number>>().notNull(),
  importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
});
