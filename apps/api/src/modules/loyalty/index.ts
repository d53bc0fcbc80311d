import fp from 'fastify-plugin';
import type { Db } from '../../db/client.ts';
import { loyaltyAdminRoutes } from './admin/routes.ts';
import { loyaltyContactRoutes } from './contact-routes.ts';
import { loyaltyDevRoutes } from './dev-routes.ts';
import { loyaltyExportSection } from './export.ts';
import { loyaltyHolds } from './holds.ts';
import { loyaltyRepository } from './repository.ts';
import { loyaltyRoutes } from './routes.ts';
import { type LoyaltyService, loyaltyService } from './service.ts';

export { loyaltyView } from './admin/manage.ts';
export { consumeHeldBenefits, type HeldBenefit, heldBenefits } from './bag-benefits.ts';
export type { CompletedOrder, LoyaltyService } from './service.ts';
export { consumeBenefitItem, lockBenefitItem, releaseBenefitsForOrder } from './spending.ts';

/** For the coupon engine: is the customer a member, holding the benefit available in the wallet? */
export async function benefitHolding(db: Db, customerId: number, benefitId: number | null, now: Date) {
  const member = (await loyaltyRepository.account(db, customerId)) !== null;
  const holdsBenefit =
    member && benefitId !== null && (await loyaltyRepository.holdsBenefit(db, customerId, benefitId, now));
  return { member, holdsBenefit };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The Shinguru programme: membership, points and benefits (orders credit and reverse through it). */
    loyalty: LoyaltyService;
  }
}

/**
 * The Shinguru loyalty programme (docs/loyalty.md): joining through PUT cliente, the member's level and points,
 * the points ledger credited by completed orders, the benefits per level and the statement.
 */
export interface LoyaltyOptions {
  /** The customer's orders under way (pending points), from the orders module, which builds on this one. */
  ordersUnderWay: Parameters<typeof loyaltyService>[0]['ordersUnderWay'];
}

export const loyaltyModule = fp<LoyaltyOptions>(
  async (app, { ordersUnderWay }) => {
    const service = loyaltyService({
      db: app.db,
      clock: app.clock,
      birthDate: async (db, customerId) => (await app.customers.byId(db, customerId))?.dataNascimento ?? null,
      ordersUnderWay,
    });
    app.decorate('loyalty', service);
    app.accounts.setLoyalty(service);
    // Erasure: the membership goes; ledger entries stay against the anonymised customer, like orders.
    app.accounts.addErasureStep((tx, customer) => loyaltyRepository.erase(tx, customer.id));
    app.accounts.addExportSection(loyaltyExportSection);
    await app.register(loyaltyRoutes, { service, holds: loyaltyHolds({ db: app.db, clock: app.clock }) });
    await app.register(loyaltyContactRoutes, { service });
    await app.register(loyaltyAdminRoutes);
    if (app.config.NODE_ENV !== 'production') await app.register(loyaltyDevRoutes, { service });
  },
  { name: 'loyalty', dependencies: ['config', 'database', 'authentication', 'account'] },
);
