import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { money, nonNegative } from './columns.ts';

export const brands = pgTable('brands', {
  id: integer('id').primaryKey(),
  nome: text('nome').notNull(),
  loyaltyBrandId: integer('loyalty_brand_id').notNull(),
  loyaltyName: text('loyalty_name').notNull(),
  defaultStoreId: integer('default_store_id').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const stores = pgTable(
  'stores',
  {
    id: integer('id').primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    nome: text('nome').notNull(),
    telefone: text('telefone').notNull(),
    logradouro: text('logradouro').notNull(),
    numero: text('numero').notNull(),
    complemento: text('complemento'),
    bairro: text('bairro').notNull(),
    cidade: text('cidade').notNull(),
    estado: text('estado').notNull(),
    cep: text('cep').notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    tempoEntrega: integer('tempo_entrega').notNull(),
    raioEntregaKm: doublePrecision('raio_entrega_km').notNull(),
    habilitadoShinguru: boolean('habilitado_shinguru').notNull(),
    metodoPagamento: text('metodo_pagamento').notNull(),
    ativo: boolean('ativo').notNull().default(true),
  },
  (t) => [index('stores_brand_idx').on(t.brandId)],
);

export const storeHours = pgTable(
  'store_hours',
  {
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    dia: smallint('dia').notNull(),
    abre: text('abre').notNull(),
    fecha: text('fecha').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.storeId, t.dia, t.abre] }),
    check('store_hours_dia_range', sql`${t.dia} between 0 and 6`),
  ],
);

export const storeHolidays = pgTable(
  'store_holidays',
  {
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    dia: date('dia').notNull(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.dia] })],
);

export const storeFeeBands = pgTable(
  'store_fee_bands',
  {
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    ateKm: doublePrecision('ate_km').notNull(),
    valor: money('valor').notNull(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.ateKm] }), nonNegative('store_fee_bands', 'valor')],
);
