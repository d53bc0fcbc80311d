import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';

export type ProductRow = typeof t.products.$inferSelect;
export type GroupRow = typeof t.optionGroups.$inferSelect;
export type OptionRow = typeof t.options.$inferSelect;
export type StoreRow = typeof t.stores.$inferSelect;

export interface StoreWithHours {
  store: StoreRow;
  hours: Array<{ dia: number; abre: string; fecha: string }>;
  holidays: string[];
}

/** Everything the menu of one brand (and optionally one store) is built from, in a handful of queries. */
export interface MenuData {
  categories: Array<typeof t.categories.$inferSelect>;
  products: ProductRow[];
  groups: GroupRow[];
  options: OptionRow[];
  allergens: Array<{
    productCod: number;
    nome: string;
    icone: string;
    visibilidade: 'cardapio' | 'detalhe' | 'todos';
  }>;
  nutrition: Array<typeof t.nutritionTables.$inferSelect>;
  kitItems: Array<typeof t.kitItems.$inferSelect>;
  storeOverrides: Array<typeof t.productStores.$inferSelect>;
}

export function menuRepository(db: Db) {
  return {
    async brandExists(brandId: number): Promise<boolean> {
      const rows = await db.select({ id: t.brands.id }).from(t.brands).where(eq(t.brands.id, brandId));
      return rows.length > 0;
    },

    async findStore(brandId: number, storeId: number): Promise<StoreWithHours | null> {
      const [store] = await db
        .select()
        .from(t.stores)
        .where(and(eq(t.stores.id, storeId), eq(t.stores.brandId, brandId), eq(t.stores.ativo, true)));
      if (!store) return null;
      const [hours, holidays] = await Promise.all([
        db
          .select({ dia: t.storeHours.dia, abre: t.storeHours.abre, fecha: t.storeHours.fecha })
          .from(t.storeHours)
          .where(eq(t.storeHours.storeId, storeId)),
        db
          .select({ dia: t.storeHolidays.dia })
          .from(t.storeHolidays)
          .where(eq(t.storeHolidays.storeId, storeId)),
      ]);
      return { store, hours, holidays: holidays.map((h) => h.dia) };
    },

    async loadMenu(brandId: number, storeId: number | null): Promise<MenuData> {
      const [categories, products] = await Promise.all([
        db
          .select()
          .from(t.categories)
          .where(and(eq(t.categories.brandId, brandId), eq(t.categories.ativo, true)))
          .orderBy(asc(t.categories.ordem), asc(t.categories.id)),
        db
          .select()
          .from(t.products)
          .where(and(eq(t.products.brandId, brandId), eq(t.products.ativo, true)))
          .orderBy(asc(t.products.ordem), asc(t.products.cod)),
      ]);
      const cods = products.map((p) => p.cod).concat(-1);
      const [groups, allergens, nutrition, kitItems, storeOverrides] = await Promise.all([
        db
          .select()
          .from(t.optionGroups)
          .where(inArray(t.optionGroups.productCod, cods))
          .orderBy(asc(t.optionGroups.ordem), asc(t.optionGroups.id)),
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
        storeId === null
          ? Promise.resolve([])
          : db.select().from(t.productStores).where(eq(t.productStores.storeId, storeId)),
      ]);
      const options = groups.length
        ? await db
            .select()
            .from(t.options)
            .where(
              inArray(
                t.options.groupId,
                groups.map((g) => g.id),
              ),
            )
            .orderBy(asc(t.options.ordem), asc(t.options.cod))
        : [];
      return { categories, products, groups, options, allergens, nutrition, kitItems, storeOverrides };
    },

    async suggestionCods(brandId: number, storeId: number | null): Promise<number[]> {
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
}

export type MenuRepository = ReturnType<typeof menuRepository>;
