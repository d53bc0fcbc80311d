import fp from 'fastify-plugin';
import { bagRoutes } from './routes.ts';
import { type BagService, bagService, priceBag, wireTotals } from './service.ts';

export { type BagStoreView, bagStoreViewOf } from './repository.ts';
export type { BagCaller, BagPricing, BagService, BagSource } from './service.ts';
export { priceBag, wireTotals };

declare module 'fastify' {
  interface FastifyInstance {
    /** The server-priced bag: order placement quotes the bag through it. */
    bag: BagService;
  }
}

/** The server-priced bag (§7 carrinho/calcular), with the coupon engine and gift cards. */
export const bagModule = fp(
  async (app) => {
    const service = bagService({
      db: app.db,
      clock: app.clock,
      coupons: app.coupons,
      giftCards: app.giftCards,
    });
    app.decorate('bag', service);
    await app.register(bagRoutes, { service });
  },
  { name: 'bag', dependencies: ['database', 'coupons', 'gift-cards'] },
);
