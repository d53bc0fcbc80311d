import type { FastifyPluginAsync } from 'fastify';
import { cartRoutes } from './routes.ts';
import { cartService, priceBag } from './service.ts';

export { priceBag };

/** The server-priced bag (§7 carrinho/calcular), with the coupon engine and gift cards. */
export const bagModule: FastifyPluginAsync = async (app) => {
  await app.register(cartRoutes, {
    service: cartService({ db: app.db, coupons: app.coupons, giftCards: app.giftCards }),
  });
};
