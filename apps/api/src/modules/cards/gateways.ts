import type { Env } from '../../config/env.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../providers/clock.ts';
import {
  type CardGateway,
  type CardMethod,
  type CardProviderName,
  createCardGateway,
} from '../../providers/payments/index.ts';

/** The card gateways the API can use: one per `metodo`, and the one of each provider a saved card belongs to. */
export interface CardGateways {
  /** Where new cards of `metodo` are saved; null when no provider for it is configured. */
  forMethod(method: CardMethod): CardGateway | null;
  /** The gateway of the provider a card was saved with; null when that provider is no longer configured. */
  forProvider(provider: CardProviderName): CardGateway | null;
}

/**
 * The gateways PAYMENT_PROVIDER and the provider accounts configure (docs/payments.md). The built-in sandbox serves
 * both `metodo`s. Pagar.me serves 'mundipagg' and Cielo 'braspag': PAYMENT_PROVIDER picks the main one, and the
 * other one is also used when its account is configured (a brand with stores on both providers). The sandbox keeps its
 * charges in `db`.
 */
export function cardGateways(env: Env, clock: Clock, db?: Db): CardGateways {
  const byProvider = new Map<CardProviderName, CardGateway>();
  const add = (provider: CardProviderName) =>
    byProvider.set(
      provider,
      createCardGateway({ ...env, PAYMENT_PROVIDER: provider }, { clock, ...(db ? { db } : {}) }),
    );
  add(env.PAYMENT_PROVIDER);
  if (env.PAYMENT_PROVIDER === 'pagarme' && env.CIELO_MERCHANT_ID && env.CIELO_MERCHANT_KEY) add('cielo');
  if (env.PAYMENT_PROVIDER === 'cielo' && env.PAGARME_SECRET_KEY) add('pagarme');
  const sandbox = byProvider.get('sandbox');
  return {
    forMethod(method) {
      if (sandbox) return sandbox;
      for (const gateway of byProvider.values()) if (gateway.method === method) return gateway;
      return null;
    },
    forProvider: (provider) => byProvider.get(provider) ?? null,
  };
}
