import { and, asc, eq, getTableColumns, inArray, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';

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
  brandId: number;
  /** The store whose overrides apply; null for the brand's menu. */
  storeId: number | null;
  /** Only these products (a bag's lines); every active product of the brand when absent. */
  cods?: readonly number[];
}

/**
 * The products a query names, as a condition on a product code column: the given codes, or the brand's active
 * products (a subquery, so that everything loads in one round of parallel queries).
 */
function productCodsIn(db: Db, column: PgColumn, query: StoreProductsQuery): SQL {
  return query.cods
    ? inArray(column, [...new Set(query.cods)].concat(-1))
    : inArray(
        column,
        db
          .select({ cod: t.products.cod })
          .from(t.products)
          .where(and(eq(t.products.brandId, query.brandId), eq(t.products.ativo, true))),
      );
}

/** The one catalogue read of the menu and the bag: products, store overrides, option groups and options. */
export async function loadStoreProducts(db: Db, query: StoreProductsQuery): Promise<StoreProducts> {
  const { brandId, storeId } = query;
  const [products, overrides, groups, options] = await Promise.all([
    db
      .select({ product: t.products, categoria: t.categories.nome, categoriaAtiva: t.categories.ativo })
      .from(t.products)
      .innerJoin(t.categories, eq(t.categories.id, t.products.categoriaId))
      .where(
        and(
          eq(t.products.brandId, brandId),
          eq(t.products.ativo, true),
          query.cods ? productCodsIn(db, t.products.cod, query) : undefined,
        ),
      )
      .orderBy(asc(t.products.ordem), asc(t.products.cod)),
    storeId === null
      ? Promise.resolve([])
      : db
          .select()
          .from(t.productStores)
          .where(
            and(eq(t.productStores.storeId, storeId), productCodsIn(db, t.productStores.productCod, query)),
          ),
    db
      .select()
      .from(t.optionGroups)
      .where(productCodsIn(db, t.optionGroups.productCod, query))
      .orderBy(asc(t.optionGroups.ordem), asc(t.optionGroups.id)),
    db
      .select(getTableColumns(t.options))
      .from(t.options)
      .innerJoin(t.optionGroups, eq(t.optionGroups.id, t.options.groupId))
      .where(productCodsIn(db, t.optionGroups.productCod, query))
      .orderBy(asc(t.options.ordem), asc(t.options.cod)),
  ]);
  return {
    products: products.map((row) => ({
      ...row.product,
      categoria: row.categoria,
      categoriaAtiva: row.categoriaAtiva,
    })),
    overrides,
    groups,
    options,
  };
}
