import { BRAND_ID } from '@comanda/domain';
import fp from 'fastify-plugin';
import { restaurantsRoutes } from './routes.ts';
import { type RestaurantsService, restaurantsService } from './service.ts';

export type { Restaurant } from './repository.ts';
export type { RestaurantsService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The brand's restaurants as places: address, phone, hours (reservations read them). */
    restaurants: RestaurantsService;
  }
}

/** Restaurant pages and "order from here" (§7 restaurantes). */
export const restaurantsModule = fp(
  async (app) => {
    const service = restaurantsService({
      db: app.db,
      stores: app.stores,
      clock: app.clock,
      brandId: BRAND_ID,
    });
    app.decorate('restaurants', service);
    await app.register(restaurantsRoutes, { service });
  },
  { name: 'restaurants', dependencies: ['config', 'database', 'stores'] },
);
