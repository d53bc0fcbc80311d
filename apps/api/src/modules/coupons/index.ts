import type { BagLineInput } from '@comanda/contract';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client.ts';
import { couponAdminRoutes } from './admin/routes.ts';
import { type BagPricer, couponsRoutes } from './routes.ts';
import { type BenefitHolding, type CouponsService, couponsService, type PlacedOrders } from './service.ts';

export { couponRowOf } from './admin/rows.ts';
export { type CouponReservation, lockCoupon, releaseCouponForOrder, reserveCouponUse } from './repository.ts';
export type { BenefitHolding, CouponsService, CouponVerdict, PlacedOrders } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The coupon engine, for the bag. */
    coupons: CouponsService;
  }
}

export interface CouponsOptions {
  /**
   * The bag module's pricer, handed over by the app: the bag uses the coupon engine, so coupons cannot import the
   * bag back.
   */
  priceBag: (
    db: Db,
    storeId: number,
    lines: readonly BagLineInput[],
    caller: { customerId: number; now: Date },
  ) => ReturnType<BagPricer>;
  /** How many orders the customer has placed and not cancelled (first-order coupons), from the orders module. */
  placedOrders: PlacedOrders;
  /** Whether the customer is a loyalty member holding a benefit (benefit coupons), from the loyalty module. */
  benefitHolding: BenefitHolding;
}

/** Coupons (§7 cupom): the engine the bag uses, and applying a coupon to a bag. */
export const couponsModule = fp<CouponsOptions>(
  async (app, { priceBag, placedOrders, benefitHolding }) => {
    const service = couponsService({ db: app.db, clock: app.clock, placedOrders, benefitHolding });
    app.decorate('coupons', service);
    await app.register(couponsRoutes, {
      service,
      priceBag: (storeId, lines, customerId) =>
        priceBag(app.db, storeId, lines, { customerId, now: app.clock() }),
    });
    await app.register(couponAdminRoutes);
  },
  { name: 'coupons', dependencies: ['config', 'database', 'authentication', 'staff'] },
);
