import { describe, expect, it } from 'vitest';
import { loadEnv } from '../../config/env.ts';
import { createPixProvider, pixProviderWarnings } from '../pix/index.ts';
import { fakeCielo } from './fake-cielo.ts';
import { fakePagarme } from './fake-pagarme.ts';
import { cardGatewayWarnings, createCardGateway } from './index.ts';

const keys = { secretKey: 'sk_test_factory1', publicKey: 'pk_test_factory1' };
const merchant = { merchantId: '7d9f0335-8dcc-4054-9bf9-0dbd61d36906', merchantKey: 'K'.repeat(40) };
const pagarme = await fakePagarme(keys);
const cielo = await fakeCielo(merchant);

describe('createCardGateway', () => {
  it('PAYMENT_PROVIDER=sandbox (the default) is the built-in gateway, metodo mundipagg', () => {
    const gateway = createCardGateway(loadEnv({}));
    expect(gateway).toMatchObject({ provider: 'sandbox', method: 'mundipagg', browserTokenization: null });
  });

  it('PAYMENT_PROVIDER=pagarme talks to PAGARME_API_URL with PAGARME_SECRET_KEY', async () => {
    const gateway = createCardGateway(
      loadEnv({
        PAYMENT_PROVIDER: 'pagarme',
        PAGARME_API_URL: pagarme.url,
        PAGARME_SECRET_KEY: keys.secretKey,
        PAGARME_PUBLIC_KEY: keys.publicKey,
        PAYMENT_TIMEOUT_MS: '500',
      }),
    );
    expect(gateway).toMatchObject({ provider: 'pagarme', method: 'mundipagg' });
    expect(gateway.browserTokenization?.url).toBe(`${pagarme.url}/tokens?appId=${keys.publicKey}`);
    expect(
      await gateway.createCustomer({
        code: 'c-1',
        name: 'Ana',
        email: 'ana@example.com',
        cpf: '52998224725',
      }),
    ).toMatchObject({ outcome: 'ok', customer: { id: expect.stringMatching(/^cus_/) } });
    expect(pagarme.calls.at(-1)!.headers.authorization).toBe(
      `Basic ${Buffer.from(`${keys.secretKey}:`).toString('base64')}`,
    );
  });

  it('PAYMENT_PROVIDER=cielo talks to CIELO_API_URL and CIELO_QUERY_URL with the merchant credentials', async () => {
    const gateway = createCardGateway(
      loadEnv({
        PAYMENT_PROVIDER: 'cielo',
        CIELO_API_URL: cielo.api.url,
        CIELO_QUERY_URL: cielo.query.url,
        CIELO_MERCHANT_ID: merchant.merchantId,
        CIELO_MERCHANT_KEY: merchant.merchantKey,
        PAYMENT_TIMEOUT_MS: '500',
      }),
    );
    expect(gateway).toMatchObject({ provider: 'cielo', method: 'braspag' });
    const saved = await gateway.saveCard({
      customer: { id: 'c-1', name: 'Ana' },
      source: {
        kind: 'card',
        number: '4000000000001000',
        holderName: 'Ana',
        expMonth: 1,
        expYear: 2031,
        cvv: '123',
      },
    });
    expect(saved.outcome).toBe('approved');
    expect(cielo.api.calls.at(-1)!.headers.merchantkey).toBe(merchant.merchantKey);
  });
});

describe('start-up warnings', () => {
  it('warns about simulated payments and test keys only in production', () => {
    expect(cardGatewayWarnings(loadEnv({}))).toEqual([]);
    expect(pixProviderWarnings(loadEnv({}))).toEqual([]);
    const production = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32) };
    expect(cardGatewayWarnings(loadEnv(production))).toEqual([
      'PAYMENT_PROVIDER=sandbox in production: card payments are simulated, no money moves',
    ]);
    expect(pixProviderWarnings(loadEnv(production))).toEqual([
      'PIX_PROVIDER=sandbox in production: Pix charges are simulated and cannot be paid',
    ]);
    expect(
      cardGatewayWarnings(
        loadEnv({ ...production, PAYMENT_PROVIDER: 'pagarme', PAGARME_SECRET_KEY: 'sk_test_1' }),
      ),
    ).toEqual(['PAGARME_SECRET_KEY is a test key in production: Pagar.me answers with its simulator']);
    expect(
      cardGatewayWarnings(
        loadEnv({ ...production, PAYMENT_PROVIDER: 'pagarme', PAGARME_SECRET_KEY: 'sk_live1' }),
      ),
    ).toEqual([]);
    expect(createPixProvider(loadEnv(production)).provider).toBe('sandbox');
  });
});
