import fp from 'fastify-plugin';
import { cartRoutes } from './routes.ts';
import { type CartService, cartService, priceBag, wireTotals } from './service.ts';

export { activeStoreQuery, type CartStore, cartStoreOf, feeBandsQuery } from './repository.ts';
export type { BagSource, CartCaller, CartService } from './service.ts';
export { priceBag, wireTotals };

declare module 'fastify' {
  interface FastifyInstance {
    /** The server-priced bag: order placement quotes the bag through it. */
    bag: CartService;
  }
}

/** The server-priced bag (§7 carrinho/calcular), with the coupon engine and gift cards. */
export const bagModule = fp(
  async (app) => {
    const service = cartService({ db: app.db, coupons: app.coupons, giftCards: app.giftCards });
    app.decorate('bag', service);
    await app.register(cartRoutes, { service });
  },
  { name: 'bag', dependencies: ['database', 'coupons', 'gift-cards'] },
);
