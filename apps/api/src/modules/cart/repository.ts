import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';

export type CartProductRow = typeof t.products.$inferSelect & { categoria: string };
export type CartGroupRow = typeof t.optionGroups.$inferSelect;
export type CartOptionRow = typeof t.options.$inferSelect;
export type StoreOverrideRow = typeof t.productStores.$inferSelect;

export interface CartStore {
  id: number;
  brandId: number;
  nome: string;
  lat: number;
  lng: number;
  raioEntregaKm: number;
  faixasFrete: Array<{ ateKm: number; valor: number }>;
}

/** The catalogue rows a bag is priced from: only the products it names, with their groups, options and store row. */
export interface CartCatalog {
  products: CartProductRow[];
  overrides: StoreOverrideRow[];
  groups: CartGroupRow[];
  options: CartOptionRow[];
}

export function cartRepository(db: Db) {
  return {
    async findStore(storeId: number): Promise<CartStore | null> {
      const [store] = await db
        .select()
        .from(t.stores)
        .where(and(eq(t.stores.id, storeId), eq(t.stores.ativo, true)));
      if (!store) return null;
      const faixasFrete = await db
        .select({ ateKm: t.storeFeeBands.ateKm, valor: t.storeFeeBands.valor })
        .from(t.storeFeeBands)
        .where(eq(t.storeFeeBands.storeId, storeId))
        .orderBy(asc(t.storeFeeBands.ateKm));
      return {
        id: store.id,
        brandId: store.brandId,
        nome: store.nome,
        lat: store.lat,
        lng: store.lng,
        raioEntregaKm: store.raioEntregaKm,
        faixasFrete,
      };
    },

    async loadCatalog(brandId: number, storeId: number, cods: number[]): Promise<CartCatalog> {
      const wanted = [...new Set(cods)].concat(-1);
      const [products, overrides, groups] = await Promise.all([
        db
          .select({ product: t.products, categoria: t.categories.nome, categoriaAtiva: t.categories.ativo })
          .from(t.products)
          .innerJoin(t.categories, eq(t.categories.id, t.products.categoriaId))
          .where(
            and(inArray(t.products.cod, wanted), eq(t.products.brandId, brandId), eq(t.products.ativo, true)),
          ),
        db
          .select()
          .from(t.productStores)
          .where(and(eq(t.productStores.storeId, storeId), inArray(t.productStores.productCod, wanted))),
        db
          .select()
          .from(t.optionGroups)
          .where(inArray(t.optionGroups.productCod, wanted))
          .orderBy(asc(t.optionGroups.ordem), asc(t.optionGroups.id)),
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
      return {
        products: products
          .filter((row) => row.categoriaAtiva)
          .map((row) => ({ ...row.product, categoria: row.categoria })),
        overrides,
        groups,
        options,
      };
    },
  };
}

export type CartRepository = ReturnType<typeof cartRepository>;
