import fp from 'fastify-plugin';
import { customerNamesQuery, customersRepository } from './repository.ts';
import { accountRoutes } from './routes.ts';
import { type AccountService, accountService } from './service.ts';

export type { ExportSection } from './data-export.ts';
export type { DeactivationStep, ErasureContext, ErasureStep } from './erasure.ts';
export type { CustomerRow, MarketingChannel } from './repository.ts';
export type { AccountLoyalty, AccountService } from './service.ts';
export { refuseTakenIdentifiers } from './unique-identifiers.ts';
export { digitsOf, type LoyaltyMembership, normalizeEmail, normalizeName, toIsoDate } from './user.ts';
export { customerNamesQuery };

/**
 * Customer rows as other modules read and write them (auth: login, sign-up, sessions). Like every repository
 * method, each takes the connection or the caller's open transaction first.
 */
export type Customers = Pick<
  typeof customersRepository,
  | 'byId'
  | 'liveByPhone'
  | 'liveByEmail'
  | 'conflicts'
  | 'insert'
  | 'update'
  | 'endAllSessions'
  | 'recordConsents'
>;

/** Locks the customer's row until the transaction ends, for modules that count per customer (addresses, cards). */
export const lockCustomer = customersRepository.lock;

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The account module's use cases; other modules add their erasure steps and data export sections and set
     * marketing consents here.
     */
    accounts: AccountService;
    /** Customer queries for other modules (see `Customers`). */
    customers: Customers;
  }
}

/** The customer's own account (§7 cliente, inativar_conta) and the customer rows other modules work with. */
export const accountModule = fp(
  async (app) => {
    const service = accountService({ db: app.db, clock: app.clock, hasher: app.identifiers });
    app.decorate('accounts', service);
    app.decorate('customers', customersRepository);
    await app.register(accountRoutes, { service, rateLimitMax: app.config.AUTH_RATE_LIMIT_MAX });
  },
  { name: 'account', dependencies: ['config', 'database', 'identifiers', 'authentication'] },
);
