import {
  and,
  asc,
  eq,
  getTableColumns,
  inArray,
  type Placeholder,
  type SQL,
  type SQLWrapper,
  sql,
} from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { allRows } from '../../db/json-rows.ts';
import * as t from '../../db/schema/menu.ts';

export type ProductRow = typeof t.products.$inferSelect;
export type GroupRow = typeof t.optionGroups.$inferSelect;
export type OptionRow = typeof t.options.$inferSelect;
export type StoreOverrideRow = typeof t.productStores.$inferSelect;

/** An active product of the brand with its category's name and whether that category is shown. */
export type StoreProductRow = ProductRow & { categoria: string; categoriaAtiva: boolean };

/**
 * What the menu shows and the bag is priced from: the brand's active products in menu order, the store's price
 * and availability overrides, and the products' option groups and options in menu order.
 */
export interface StoreProducts {
  products: StoreProductRow[];
  overrides: StoreOverrideRow[];
  groups: GroupRow[];
  options: OptionRow[];
}

export interface StoreProductsQuery {
  /** The brand: its id, or a query answering it (order placement: the store's brand). */
  brandId: number | SQLWrapper;
  /** The store whose overrides apply; null for the brand's menu. */
  storeId: number | Placeholder | null;
  /** Only these products (a bag's lines; a placeholder for an int[] of codes); every active product when absent. */
  cods?: readonly number[] | Placeholder;
}

/**
 * The products a query names, as a condition on a product code column: the given codes, or the brand's active
 * products (a subquery, so that everything loads in one round of parallel queries).
 */
function productCodsIn(db: Db, column: PgColumn, query: StoreProductsQuery): SQL {
  if (query.cods === undefined)
    return inArray(
      column,
      db
        .select({ cod: t.products.cod })
        .from(t.products)
        .where(and(eq(t.products.brandId, query.brandId), eq(t.products.ativo, true))),
    );
  if (Array.isArray(query.cods)) return inArray(column, [...new Set(query.cods)].concat(-1));
  return sql`${column} = any(${query.cods}::int[])`;
}

/**
 * Whether a store's product is sold out today: "esgotado hoje" lasts until `esgotado_ate`, the next Brasília
 * midnight, on the database's clock (false without an override row).
 */
export const soldOutToday = sql<boolean>`coalesce(${t.productStores.esgotadoAte} > now(), false)`;

/**
 * Whether the store sells the product now: turned on for the store, and not sold out today. The menu, the bag and
 * order placement all read `disponivel` through this.
 */
const sellsNow = sql<boolean>`(${t.productStores.disponivel} and not ${soldOutToday})`;

/** The order each part of the catalogue read comes in (menu order). */
export const STORE_PRODUCTS_ORDER = {
  products: [t.products.ordem, t.products.cod],
  groups: [t.optionGroups.ordem, t.optionGroups.id],
  options: [t.options.ordem, t.options.cod],
} as const;

/**
 * The catalogue read of the menu and the bag as four queries, unordered (see STORE_PRODUCTS_ORDER): the brand's
 * active products with their category's name (`categoria`) and whether it is shown (`categoria_ativa`), the store's
 * overrides, the products' option groups and options. Order placement composes them into its own statement.
 */
export function storeProductsQueries(db: Db, query: StoreProductsQuery) {
  return {
    products: db
      .select({
        ...getTableColumns(t.products),
        categoria: sql<string>`${t.categories.nome}`.as('categoria'),
        categoriaAtiva: sql<boolean>`${t.categories.ativo}`.as('categoria_ativa'),
      })
      .from(t.products)
      .innerJoin(t.categories, eq(t.categories.id, t.products.categoriaId))
      .where(
        and(
          eq(t.products.brandId, query.brandId),
          eq(t.products.ativo, true),
          query.cods ? productCodsIn(db, t.products.cod, query) : undefined,
        ),
      ),
    overrides:
      query.storeId === null
        ? null
        : db
            .select({ ...getTableColumns(t.productStores), disponivel: sellsNow.as('disponivel') })
            .from(t.productStores)
            .where(
              and(
                eq(t.productStores.storeId, query.storeId),
                productCodsIn(db, t.productStores.productCod, query),
              ),
            ),
    groups: db
      .select()
      .from(t.optionGroups)
      .where(productCodsIn(db, t.optionGroups.productCod, query)),
    options: db
      .select(getTableColumns(t.options))
      .from(t.options)
      .innerJoin(t.optionGroups, eq(t.optionGroups.id, t.options.groupId))
      .where(productCodsIn(db, t.optionGroups.productCod, query)),
  };
}

/**
 * The catalogue read of a store (`storeId` is required) as values of another module's select, in menu order: order
 * placement reads the bag's products in its one statement, exactly as the menu and the bag read them.
 */
export function storeProductsRows(db: Db, query: StoreProductsQuery & { storeId: number | Placeholder }) {
  const parts = storeProductsQueries(db, query);
  const order = STORE_PRODUCTS_ORDER;
  return {
    products: allRows(
      t.products,
      parts.products,
      order.products,
      (row, json): StoreProductRow => ({
        ...row,
        categoria: json.categoria as string,
        categoriaAtiva: json.categoria_ativa as boolean,
      }),
    ),
    overrides: allRows(t.productStores, parts.overrides!, [t.productStores.productCod]),
    groups: allRows(t.optionGroups, parts.groups, order.groups),
    options: allRows(t.options, parts.options, order.options),
  };
}

/** The one catalogue read of the menu and the bag: products, store overrides, option groups and options. */
export async function loadStoreProducts(db: Db, query: StoreProductsQuery): Promise<StoreProducts> {
  const parts = storeProductsQueries(db, query);
  const order = STORE_PRODUCTS_ORDER;
  const [products, overrides, groups, options] = await Promise.all([
    parts.products.orderBy(...order.products.map((column) => asc(column))),
    parts.overrides ?? Promise.resolve([]),
    parts.groups.orderBy(...order.groups.map((column) => asc(column))),
    parts.options.orderBy(...order.options.map((column) => asc(column))),
  ]);
  return { products, overrides, groups, options };
}
