import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

const money = (name: string) => integer(name);
const nonNegative = (table: string, column: string) =>
  check(`${table}_${column}_non_negative`, sql.raw(`"${column}" >= 0`));

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

export const categories = pgTable('categories', {
  id: integer('id').primaryKey(),
  brandId: integer('brand_id')
    .notNull()
    .references(() => brands.id),
  nome: text('nome').notNull(),
  ordem: integer('ordem').notNull(),
  icone: text('icone'),
  ativo: boolean('ativo').notNull().default(true),
});

export const products = pgTable(
  'products',
  {
    cod: integer('cod').primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    categoriaId: integer('categoria_id')
      .notNull()
      .references(() => categories.id),
    nome: text('nome').notNull(),
    descricao: text('descricao').notNull(),
    imagem: text('imagem').notNull(),
    alt: text('alt').notNull(),
    preco: money('preco').notNull(),
    precoOriginal: money('preco_original'),
    precoObs: text('preco_obs'),
    visivelCardapio: boolean('visivel_cardapio').notNull(),
    kitDelivery: boolean('kit_delivery').notNull(),
    ordem: integer('ordem').notNull(),
    ativo: boolean('ativo').notNull().default(true),
  },
  (t) => [
    index('products_category_idx').on(t.categoriaId),
    nonNegative('products', 'preco'),
    check('products_preco_original_non_negative', sql`${t.precoOriginal} is null or ${t.precoOriginal} >= 0`),
  ],
);

export const productStores = pgTable(
  'product_stores',
  {
    productCod: integer('product_cod')
      .notNull()
      .references(() => products.cod, { onDelete: 'cascade' }),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    disponivel: boolean('disponivel').notNull(),
    preco: money('preco'),
  },
  (t) => [
    primaryKey({ columns: [t.productCod, t.storeId] }),
    check('product_stores_preco_non_negative', sql`${t.preco} is null or ${t.preco} >= 0`),
  ],
);

export const optionGroups = pgTable(
  'option_groups',
  {
    id: integer('id').primaryKey(),
    productCod: integer('product_cod')
      .notNull()
      .references(() => products.cod, { onDelete: 'cascade' }),
    nome: text('nome').notNull(),
    tipoOpcional: text('tipo_opcional', { enum: ['Adicional', 'Opcional', 'Obrigatório'] }).notNull(),
    tipoPreco: text('tipo_preco', { enum: ['preco', 'sem_preco'] }).notNull(),
    min: integer('min').notNull(),
    max: integer('max').notNull(),
    regra: integer('regra').notNull(),
    ordem: integer('ordem').notNull(),
  },
  (t) => [
    index('option_groups_product_idx').on(t.productCod),
    check('option_groups_min_max', sql`${t.min} <= ${t.max}`),
  ],
);

export const options = pgTable(
  'options',
  {
    cod: integer('cod').primaryKey(),
    groupId: integer('group_id')
      .notNull()
      .references(() => optionGroups.id, { onDelete: 'cascade' }),
    nome: text('nome').notNull(),
    preco: money('preco').notNull(),
    ordem: integer('ordem').notNull(),
  },
  (t) => [index('options_group_idx').on(t.groupId), nonNegative('options', 'preco')],
);

export const allergens = pgTable('allergens', {
  codigo: text('codigo').primaryKey(),
  brandId: integer('brand_id')
    .notNull()
    .references(() => brands.id),
  nome: text('nome').notNull(),
  icone: text('icone').notNull(),
});

export const productAllergens = pgTable(
  'product_allergens',
  {
    productCod: integer('product_cod')
      .notNull()
      .references(() => products.cod, { onDelete: 'cascade' }),
    allergenCodigo: text('allergen_codigo')
      .notNull()
      .references(() => allergens.codigo, { onDelete: 'cascade' }),
    visibilidade: text('visibilidade', { enum: ['cardapio', 'detalhe', 'todos'] }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.productCod, t.allergenCodigo] })],
);

export interface NutritionItem {
  nome: string;
  quantidade: string;
  vd?: string | undefined;
}

export const nutritionTables = pgTable('nutrition_tables', {
  productCod: integer('product_cod')
    .primaryKey()
    .references(() => products.cod, { onDelete: 'cascade' }),
  porcao: text('porcao').notNull(),
  imagem: text('imagem'),
  pdf: text('pdf'),
  itens: jsonb('itens').$type<NutritionItem[]>().notNull(),
});

export const kitItems = pgTable(
  'kit_items',
  {
    kitCod: integer('kit_cod')
      .notNull()
      .references(() => products.cod, { onDelete: 'cascade' }),
    itemCod: integer('item_cod')
      .notNull()
      .references(() => products.cod),
    qtd: integer('qtd').notNull(),
  },
  (t) => [primaryKey({ columns: [t.kitCod, t.itemCod] }), check('kit_items_qtd_positive', sql`${t.qtd} > 0`)],
);

export const banners = pgTable('banners', {
  id: integer('id').primaryKey(),
  brandId: integer('brand_id')
    .notNull()
    .references(() => brands.id),
  nome: text('nome').notNull(),
  imagem: text('imagem').notNull(),
  tipo: text('tipo', { enum: ['produto', 'categoria', 'link', 'informativo'] }).notNull(),
  produtoId: integer('produto_id').references(() => products.cod),
  categoriaId: integer('categoria_id').references(() => categories.id),
  link: text('link'),
  plataforma: text('plataforma', { enum: ['Todas', 'PWA', 'APP'] }).notNull(),
  padrao: boolean('padrao').notNull(),
  ordem: integer('ordem').notNull(),
  lojas: integer('lojas').array().notNull(),
  ativo: boolean('ativo').notNull().default(true),
});

export const suggestions = pgTable('suggestions', {
  productCod: integer('product_cod')
    .primaryKey()
    .references(() => products.cod, { onDelete: 'cascade' }),
  brandId: integer('brand_id')
    .notNull()
    .references(() => brands.id),
  ordem: integer('ordem').notNull(),
  lojas: integer('lojas').array().notNull(),
});

export const catalogImports = pgTable('catalog_imports', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  brandId: integer('brand_id').notNull(),
  checksum: text('checksum').notNull(),
  counts: jsonb('counts').$type<Record<string, number>>().notNull(),
  importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
});
