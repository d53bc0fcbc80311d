import type { FastifyPluginAsync } from 'fastify';
import { catalogAdminRoutes } from './catalog-admin/routes.ts';
import { catalogStructureRoutes } from './catalog-admin/structure-routes.ts';
import { menuRoutes } from './routes.ts';
import { menuService } from './service.ts';

export { catalogChoices } from './catalog-admin/definition-read.ts';
export { FIRST_SCREEN_PATHS, firstScreenPage } from './first-screen.ts';
export { type OptionSelection, optionIndex, price, toOptionGroup } from './option-groups.ts';
export { pictureFileRoutes } from './picture-routes.ts';
export { catalogueNamesQueries, menuRepository } from './repository.ts';
export { type MenuService, menuService } from './service.ts';
export {
  type GroupRow,
  loadStoreProducts,
  type OptionRow,
  STORE_PRODUCTS_ORDER,
  type StoreProductRow,
  type StoreProducts,
  soldOutToday,
  storeProductsQueries,
  storeProductsRows,
} from './store-products.ts';
export { storeStatusAt } from './store-status.ts';

/**
 * The menu, suggestions and delivery kits (§7 cardapio), served from the menu cache; and the back office's
 * catalogue, which changes what they read.
 */
export const menuModule: FastifyPluginAsync = async (app) => {
  await app.register(menuRoutes, { service: menuService({ db: app.db, cache: app.menuCache }) });
  await app.register(catalogAdminRoutes);
  await app.register(catalogStructureRoutes);
};
