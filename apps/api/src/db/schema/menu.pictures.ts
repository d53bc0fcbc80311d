import { customType, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { instant } from './columns.ts';

const bytes = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Pictures uploaded in the back office (docs/backoffice.md, "Pictures"), one row per rendition, named by the
 * original's content hash: kept in the database so that every API process serves them and a backup holds them.
 */
export const uploadedPictures = pgTable('uploaded_pictures', {
  name: text('name').primaryKey(),
  contentType: text('content_type').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  content: bytes('content').notNull(),
  createdAt: instant('created_at').notNull().defaultNow(),
});
