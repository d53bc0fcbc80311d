import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { money, nonNegative } from './columns.ts';
import { brands, stores } from './stores.ts';

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
    /** Moves on every back-office save: a save naming an older version is refused (optimistic concurrency). */
    versao: integer('versao').notNull().default(1),
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
    /** "Esgotado hoje": off this store's menu until this instant (the next Brasília midnight), then back by itself. */
    esgotadoAte: timestamp('esgotado_ate', { withTimezone: true }),
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
