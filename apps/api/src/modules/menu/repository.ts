import { and, asc, eq, inArray, type Placeholder } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';
import { loadStoreProducts, type StoreProducts } from './store-products.ts';

export type StoreRow = typeof t.stores.$inferSelect;

export interface StoreWithHours {
  store: StoreRow;
  hours: Array<{ dia: number; abre: string; fecha: string }>;
  holidays: string[];
}

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

/** A store's opening hours, as a query others compose (order placement). */
export function storeHoursQuery(db: Db, storeId: number | Placeholder) {
  return db.select().from(t.storeHours).where(eq(t.storeHours.storeId, storeId));
}

/** A store's holidays (closed all day), as a query others compose. */
export function storeHolidaysQuery(db: Db, storeId: number | Placeholder) {
  return db.select().from(t.storeHolidays).where(eq(t.storeHolidays.storeId, storeId));
}

/** Queries on a brand's menu. */
export const menuRepository = {
  async brandExists(db: Db, brandId: number): Promise<boolean> {
    const rows = await db.select({ id: t.brands.id }).from(t.brands).where(eq(t.brands.id, brandId));
    return rows.length > 0;
  },

  async findStore(db: Db, brandId: number, storeId: number): Promise<StoreWithHours | null> {
    const [store] = await db
      .select()
      .from(t.stores)
      .where(and(eq(t.stores.id, storeId), eq(t.stores.brandId, brandId), eq(t.stores.ativo, true)));
    if (!store) return null;
    const [hours, holidays] = await Promise.all([
      storeHoursQuery(db, storeId),
      storeHolidaysQuery(db, storeId),
    ]);
    return {
      store,
      hours: hours.map(({ dia, abre, fecha }) => ({ dia, abre, fecha })),
      holidays: holidays.map((h) => h.dia),
    };
  },

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
