import fp from 'fastify-plugin';
import { priceBag } from '../bag/index.ts';
import { couponsRoutes } from './routes.ts';
import { type CouponsService, couponsService } from './service.ts';

export { type CouponReservation, releaseCouponForOrder, reserveCouponUse } from './repository.ts';
export type { CouponsService, CouponVerdict } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The coupon engine, for the bag. */
    coupons: CouponsService;
  }
}

/** Coupons (§7 cupom): the engine the bag uses, and applying a coupon to a bag. */
export const couponsModule = fp(
  async (app) => {
    const service = couponsService({ db: app.db, clock: app.clock });
    app.decorate('coupons', service);
    await app.register(couponsRoutes, {
      service,
      priceBag: (storeId, lines) => priceBag(app.db, storeId, lines),
    });
  },
  { name: 'coupons', dependencies: ['config', 'database', 'authentication'] },
);
