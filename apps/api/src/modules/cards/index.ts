import fp from 'fastify-plugin';
import { cardGatewayWarnings } from '../../providers/payments/index.ts';
import { pixProviderWarnings } from '../../providers/pix/index.ts';
import { cardGateways } from './gateways.ts';
import { cardsRoutes } from './routes.ts';
import { type CardsService, cardsService } from './service.ts';

export type { CardsService, ChargeableCard } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Saved cards: checkout charges them through `forCharge` and reports refusals with `recordRefusal`. */
    cards: CardsService;
  }
}

/** The logged-in customer's saved cards (§7 carteira, cartao, cartao_cielo); they go with the account. */
export const cardsModule = fp(
  async (app) => {
    for (const warning of [...cardGatewayWarnings(app.config), ...pixProviderWarnings(app.config)])
      app.log.warn(warning);
    const service = cardsService({
      db: app.db,
      clock: app.clock,
      gateways: cardGateways(app.config, app.clock, app.db),
      log: app.log.child({ module: 'cards' }),
    });
    app.decorate('cards', service);
    app.accounts.addErasureStep((tx, customer) => service.erase(tx, customer.id));
    // The wallet's own list: brand, last four digits, nickname and expiry; never the provider's token.
    app.accounts.addExportSection({ name: 'cartoes', read: (_db, customer) => service.list(customer.id) });
    await app.register(cardsRoutes, { service, savesPerMinute: app.config.AUTH_RATE_LIMIT_MAX });
  },
  { name: 'cards', dependencies: ['config', 'database', 'authentication', 'account'] },
);
