import type { Menu, MenuProduct } from '@comanda/contract';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';
import type { JsonBody, JsonCache } from '../../http/json-cache.ts';
import { STORE_NOT_FOUND, type StoreWithHours, storeQueries } from '../stores/index.ts';
import { buildMenu } from './build-menu.ts';
import { menuRepository as repo } from './repository.ts';
import { storeStatusAt } from './store-status.ts';

export const BRAND_NOT_FOUND = 'Marca não encontrada.';

export function menuService({ db, cache }: { db: Db; cache: JsonCache }) {
  async function resolveStore(brandId: number, storeId: number | undefined): Promise<StoreWithHours | null> {
    if (!(await storeQueries.brandExists(db, brandId)))
      throw new HttpError(404, 'brand_not_found', BRAND_NOT_FOUND);
    if (storeId === undefined) return null;
    const store = await storeQueries.withHours(db, brandId, storeId);
    if (!store) throw new HttpError(404, 'store_not_found', STORE_NOT_FOUND);
    return store;
  }

  async function menu(brandId: number, storeId: number | undefined): Promise<Menu> {
    const store = await resolveStore(brandId, storeId);
    const data = await repo.loadMenu(db, brandId, store?.store.id ?? null);
    const loja = store
      ? { id: store.store.id, nome: store.store.nome, statusLoja: storeStatusAt(store) }
      : null;
    return buildMenu(brandId, data, loja);
  }

  const allProducts = (m: Menu): MenuProduct[] => m.categorias.flatMap((c) => c.produtos);

  return {
    /** The serialized `{status, data: {cardapio}}` body, cached per brand and store. */
    menuBody(brandId: number, storeId: number | undefined): Promise<JsonBody> {
      return cache.get(`cardapio:${brandId}:${storeId ?? ''}`, async () => ({
        status: 'success',
        data: { cardapio: await menu(brandId, storeId) },
      }));
    },

    suggestionsBody(brandId: number, storeId: number | undefined): Promise<JsonBody> {
      return cache.get(`vendas_sugestivas:${brandId}:${storeId ?? ''}`, async () => {
        const m = await menu(brandId, storeId);
        const byCod = new Map(allProducts(m).map((p) => [p.cod, p]));
        const cods = await repo.suggestionCods(db, brandId, storeId ?? null);
        return { status: 'success', data: cods.flatMap((c) => byCod.get(c) ?? []) };
      });
    },

    kitsBody(brandId: number, storeId: number | undefined): Promise<JsonBody> {
      return cache.get(`buscar_kit_delivery:${brandId}:${storeId ?? ''}`, async () => ({
        status: 'success',
        data: allProducts(await menu(brandId, storeId)).filter((p) => p.kit_delivery),
      }));
    },
  };
}

export type MenuService = ReturnType<typeof menuService>;
