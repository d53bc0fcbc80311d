import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { customers } from './account.ts';
import { instant } from './columns.ts';
import { stores } from './stores.ts';

/**
 * A logged-in customer's saved delivery address (§3 Address). `loja_id` and `distancia_loja` are computed by the
 * server's store lookup when the address is saved; at most one address per customer is the current one
 * (`principal`). Erased with the account (docs/addresses.md).
 */
export const customerAddresses = pgTable(
  'customer_addresses',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    apelido: text('apelido'),
    logradouro: text('logradouro').notNull(),
    /** '0' means 's/n'. */
    numero: text('numero').notNull(),
    complemento: text('complemento'),
    bairro: text('bairro').notNull(),
    cidade: text('cidade').notNull(),
    estado: text('estado').notNull(),
    /** '00000-000' or null. */
    cep: text('cep'),
    pontoReferencia: text('ponto_referencia'),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    lojaId: integer('loja_id')
      .notNull()
      .references(() => stores.id),
    /** Kilometres from the store, two decimals. */
    distanciaLoja: doublePrecision('distancia_loja').notNull(),
    principal: boolean('principal').notNull().default(false),
    createdAt: instant('created_at').notNull().defaultNow(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('customer_addresses_customer_idx').on(t.customerId),
    uniqueIndex('customer_addresses_one_principal').on(t.customerId).where(sql`${t.principal}`),
    check('customer_addresses_lat_range', sql`${t.lat} between -90 and 90`),
    check('customer_addresses_lng_range', sql`${t.lng} between -180 and 180`),
    check('customer_addresses_distance_non_negative', sql`${t.distanciaLoja} >= 0`),
  ],
);
