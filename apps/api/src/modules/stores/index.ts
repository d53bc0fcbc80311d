import fp from 'fastify-plugin';
import { storeAdminRoutes } from './admin/routes.ts';
import type { Audit } from './admin/settings.ts';
import { storesRoutes } from './routes.ts';
import { type StoresService, storesService } from './service.ts';

export {
  activeStoreBrandQuery,
  activeStoreQuery,
  activeStoreRows,
  brandOfStore,
  brandStores,
  feeBandsQuery,
  STORE_NOT_FOUND,
  type StoreRow,
  type StoreWithHours,
  storeHolidaysQuery,
  storeHoursQuery,
  storeNamesQuery,
  storeQueries,
} from './queries.ts';
export type { StoreForLookup } from './repository.ts';
export { geocodeOrFail, type StoresService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Which store delivers to a point, and the brand's active stores (addresses, restaurants). */
    stores: StoresService;
  }
}

/** Store lookup by address (§7 lojas). */
export const storesModule = fp<{ audit: Audit }>(
  async (app, { audit }) => {
    const service = storesService({ db: app.db, geocoder: app.geocoder, clock: app.clock });
    app.decorate('stores', service);
    await app.register(storesRoutes, { service });
    await app.register(storeAdminRoutes, { audit });
  },
  { name: 'stores', dependencies: ['config', 'database', 'geocoder', 'staff'] },
);
