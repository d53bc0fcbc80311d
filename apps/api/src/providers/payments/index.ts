import type { Env } from '../../config/env.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../clock.ts';
import type { CardGateway } from './card-gateway.ts';
import { cieloCardGateway } from './cielo.ts';
import { pagarmeCardGateway } from './pagarme.ts';
import { sandboxCardGateway } from './sandbox.ts';
import { databaseSandboxLedger } from './sandbox-ledger.ts';

export * from './card-gateway.ts';
export {
  CARD_REFUSALS,
  type CardRefusal,
  type CardRefusalCode,
  PAYMENT_PENDING_MESSAGE,
} from './refusals.ts';
export { SANDBOX_LAST_DIGIT_RULES, SANDBOX_TEST_CARDS } from './sandbox.ts';

/**
 * The card gateway PAYMENT_PROVIDER selects: `sandbox` (built in, the default), `pagarme` (Pagar.me API v5,
 * `metodo` mundipagg) or `cielo` (Cielo API 3.0, `metodo` braspag). Every provider call is bounded by
 * PAYMENT_TIMEOUT_MS. With `db`, the sandbox keeps its charges in the database (every process sees them, a restart
 * keeps them); without, in this process's memory.
 */
export function createCardGateway(env: Env, options: { clock?: Clock; db?: Db } = {}): CardGateway {
  switch (env.PAYMENT_PROVIDER) {
    case 'sandbox':
      return sandboxCardGateway({
        ...(options.clock ? { clock: options.clock } : {}),
        ...(options.db ? { ledger: databaseSandboxLedger(options.db) } : {}),
      });
    case 'pagarme':
      return pagarmeCardGateway({
        baseUrl: env.PAGARME_API_URL,
        secretKey: env.PAGARME_SECRET_KEY!,
        publicKey: env.PAGARME_PUBLIC_KEY,
        timeoutMs: env.PAYMENT_TIMEOUT_MS,
      });
    case 'cielo':
      return cieloCardGateway({
        apiUrl: env.CIELO_API_URL,
        queryUrl: env.CIELO_QUERY_URL,
        merchantId: env.CIELO_MERCHANT_ID!,
        merchantKey: env.CIELO_MERCHANT_KEY!,
        timeoutMs: env.PAYMENT_TIMEOUT_MS,
        clock: options.clock,
      });
    default: {
      const unknown: never = env.PAYMENT_PROVIDER;
      throw new Error(`unknown payment provider ${unknown}`);
    }
  }
}

/** What to warn about at start-up: simulated or test-mode card payments in production. */
export function cardGatewayWarnings(env: Env): string[] {
  if (env.NODE_ENV !== 'production') return [];
  if (env.PAYMENT_PROVIDER === 'sandbox')
    return ['PAYMENT_PROVIDER=sandbox in production: card payments are simulated, no money moves'];
  if (env.PAYMENT_PROVIDER === 'pagarme' && env.PAGARME_SECRET_KEY?.startsWith('sk_test_'))
    return ['PAGARME_SECRET_KEY is a test key in production: Pagar.me answers with its simulator'];
  return [];
}

/**
 * Origins the app's pages must be allowed to call (CSP `connect-src`) for card tokenization in the browser:
 * Pagar.me's API when its account and public key are configured, so card numbers go from the browser to Pagar.me
 * and never through our API.
 */
export function browserTokenizationOrigins(env: Env): string[] {
  const pagarmeInUse = env.PAYMENT_PROVIDER === 'pagarme' || Boolean(env.PAGARME_SECRET_KEY);
  return pagarmeInUse && env.PAGARME_PUBLIC_KEY ? [new URL(env.PAGARME_API_URL).origin] : [];
}
