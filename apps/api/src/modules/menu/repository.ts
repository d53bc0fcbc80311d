import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema/menu.ts';
import { loadStoreProducts, type StoreProducts } from './store-products.ts';

/** Everything the menu of one brand (and optionally one store) is built from, in two rounds of queries. */
export interface MenuData extends StoreProducts {
  categories: Array<typeof t.categories.$inferSelect>;
  allergens: Array<{
    productCod: number;
    nome: string;
    icone: string;
    visibilidade: 'cardapio' | 'detalhe' | 'todos';
  }>;
  nutrition: Array<typeof t.nutritionTables.$inferSelect>;
  kitItems: Array<typeof t.kitItems.$inferSelect>;
}

/** Categories' and products' names, as subqueries another module joins (a coupon names what it applies to). */
export function catalogueNamesQueries(db: Db) {
  return {
    categories: db
      .select({ id: t.categories.id, nome: t.categories.nome })
      .from(t.categories)
      .as('category_names'),
    products: db.select({ cod: t.products.cod, nome: t.products.nome }).from(t.products).as('product_names'),
  };
}

/** Queries on a brand's menu. */
export const menuRepository = {
  async loadMenu(db: Db, brandId: number, storeId: number | null): Promise<MenuData> {
    const [categories, storeProducts] = await Promise.all([
      db
        .select()
        .from(t.categories)
        .where(and(eq(t.categories.brandId, brandId), eq(t.categories.ativo, true)))
        .orderBy(asc(t.categories.ordem), asc(t.categories.id)),
      loadStoreProducts(db, { brandId, storeId }),
    ]);
    const cods = storeProducts.products.map((p) => p.cod).concat(-1);
    const [allergens, nutrition, kitItems] = await Promise.all([
      db
        .select({
          productCod: t.productAllergens.productCod,
          nome: t.allergens.nome,
          icone: t.allergens.icone,
          visibilidade: t.productAllergens.visibilidade,
        })
        .from(t.productAllergens)
        .innerJoin(t.allergens, eq(t.allergens.codigo, t.productAllergens.allergenCodigo))
        .where(inArray(t.productAllergens.productCod, cods))
        .orderBy(asc(t.allergens.nome)),
      db.select().from(t.nutritionTables).where(inArray(t.nutritionTables.productCod, cods)),
      db.select().from(t.kitItems).where(inArray(t.kitItems.kitCod, cods)),
    ]);
    return { categories, ...storeProducts, allergens, nutrition, kitItems };
  },

  async suggestionCods(db: Db, brandId: number, storeId: number | null): Promise<number[]> {
    const rows = await db
      .select()
      .from(t.suggestions)
      .where(eq(t.suggestions.brandId, brandId))
      .orderBy(asc(t.suggestions.ordem));
    return rows
      .filter((r) => storeId === null || r.lojas.length === 0 || r.lojas.includes(storeId))
      .map((r) => r.productCod);
  },
};
