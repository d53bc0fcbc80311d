import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { instant } from './columns.ts';

/** What the WhatsApp bot knew of the customer when it issued the link (pre-filled in the app). */
export interface WhatsappLinkAddress {
  cep: string;
  logradouro?: string | undefined;
  numero?: string | undefined;
  complemento?: string | undefined;
  bairro?: string | undefined;
  cidade?: string | undefined;
  estado?: string | undefined;
}

/**
 * The links the brand's WhatsApp bot sends (`whatsapp/{uuid}`): single use, valid for WHATSAPP_LINK_MINUTES. Rows
 * a day past their expiry are deleted when the next link is issued; a deleted account's rows go with it.
 */
export const whatsappLinks = pgTable(
  'whatsapp_links',
  {
    id: uuid('id').primaryKey(),
    celular: text('celular').notNull(),
    nome: text('nome'),
    endereco: jsonb('endereco').$type<WhatsappLinkAddress>(),
    createdAt: instant('created_at').notNull().defaultNow(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
  },
  (t) => [
    index('whatsapp_links_expires_idx').on(t.expiresAt),
    index('whatsapp_links_celular_idx').on(t.celular),
  ],
);
