import fp from 'fastify-plugin';
import { giftCardAdminRoutes } from './admin/routes.ts';
import { giftCardsRoutes } from './routes.ts';
import { type GiftCardsService, giftCardsService } from './service.ts';

export { hashGiftCardPassword } from './password.ts';
export {
  debitGiftCard,
  type GiftCardDebitResult,
  giftCardDebitsOfOrder,
  lockGiftCards,
  releaseGiftCardsForOrder,
} from './repository.ts';
export {
  type BagGiftCard,
  GIFT_CARD_LIMIT_MESSAGES,
  type GiftCardCaller,
  type GiftCardsService,
} from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Gift cards unlocked by password or token, for the bag. */
    giftCards: GiftCardsService;
  }
}

/** Gift-card balance and validation (§7 consultar_saldo_todo, validar_gift_card). */
export const giftCardsModule = fp(
  async (app) => {
    const service = giftCardsService({ db: app.db, clock: app.clock });
    app.decorate('giftCards', service);
    await app.register(giftCardsRoutes, { service });
    await app.register(giftCardAdminRoutes);
  },
  { name: 'gift-cards', dependencies: ['config', 'database', 'staff'] },
);
