import { index, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { instant } from './columns.ts';

/** Messages kept by the built-in `outbox` messaging provider instead of being sent (shown at /dev/outbox). */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: serial('id').primaryKey(),
    canal: text('canal', { enum: ['sms', 'email'] }).notNull(),
    destinatario: text('destinatario').notNull(),
    /**
     * Keyed hash of the recipient as a phone or e-mail target (the same value `verification_codes.target_hash`
     * holds), so deletion finds messages to a customer's past identifiers. Null on rows written before it existed.
     */
    destinatarioHash: text('destinatario_hash'),
    assunto: text('assunto'),
    texto: text('texto').notNull(),
    html: text('html'),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('outbox_messages_recipient_idx').on(t.destinatario),
    index('outbox_messages_recipient_hash_idx').on(t.destinatarioHash),
  ],
);
