// the server's messages: importing the contract sets its pt-BR fallbacks, as the server process does
import '@comanda/contract';
import { describe, expect, it } from 'vitest';
import { ConfigError, envSchema, loadEnv } from './env.ts';

describe('loadEnv', () => {
  it('has working defaults', () => {
    const env = loadEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.HOST).toBe('127.0.0.1');
    expect(env.DATA_DIR).toMatch(/\/data$/);
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ REDIS_URL: 'http://x' }, 'REDIS_URL'],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET'],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV'],
  ])('stops with a message naming the bad variable %o', (source, name) => {
    expect(() => loadEnv(source)).toThrow(ConfigError);
    expect(() => loadEnv(source)).toThrow(new RegExp(`${name}:`));
  });

  it('names the setting inside the message, never a placeholder', () => {
    expect(() => loadEnv({ AUTH_CODE_SENDS_PER_HOUR: '100000' })).toThrow(
      'AUTH_CODE_SENDS_PER_HOUR: O campo AUTH_CODE_SENDS_PER_HOUR é grande demais.',
    );
  });

  it.each([
    [{}, 'comanda'],
    [{ DATABASE_URL: 'postgres://app@db.internal:5432/hanami_prod' }, 'hanami_prod'],
    [{ DATABASE_URL: 'postgresql://brand@db.internal' }, 'brand'],
    [{ DATABASE_URL: 'postgres://app@db/hanami', REDIS_PREFIX: 'hanami-blue' }, 'hanami-blue'],
  ])('prefixes Redis keys by the database unless REDIS_PREFIX says otherwise %o', (source, prefix) => {
    expect(loadEnv(source).REDIS_PREFIX).toBe(prefix);
  });

  it('refuses a REDIS_PREFIX that is not a plain name', () => {
    expect(() => loadEnv({ REDIS_PREFIX: 'a b:c' })).toThrow(/REDIS_PREFIX: must be 1-64 letters/);
  });

  it('names every variable a bad value is refused for, with no placeholder left in its message', () => {
    let refused = 0;
    for (const name of Object.keys(envSchema.shape))
      for (const value of ['abc', '-1', '0.5', '99999999999', 'x'.repeat(300)]) {
        let message = '';
        try {
          loadEnv({ [name]: value });
          continue;
        } catch (error) {
          message = (error as Error).message;
        }
        const lines = message.split('\n').slice(1);
        for (const line of lines) {
          expect(line).toMatch(/^ {2}[A-Z0-9_]+: \S/);
          expect(line).not.toContain('{campo}');
        }
        const own = envSchema.shape[name as keyof typeof envSchema.shape].safeParse(value);
        if (own.success) continue; // refused by a rule across variables, which names them
        refused += 1;
        expect(
          lines.some((l) => l.startsWith(`  ${name}: `)),
          `${name}=${value.slice(0, 12)}`,
        ).toBe(true);
      }
    expect(refused).toBeGreaterThan(100);
  });

  it('resolves relative paths from where the command was started', () => {
    const env = loadEnv({ DATA_DIR: 'x/y', INIT_CWD: '/srv/comanda' });
    expect(env.DATA_DIR).toBe('/srv/comanda/x/y');
  });
});

describe('payment and Pix providers', () => {
  const pagarme = { PAYMENT_PROVIDER: 'pagarme', PAGARME_SECRET_KEY: 'sk_test_abc123' };
  const cielo = {
    PAYMENT_PROVIDER: 'cielo',
    CIELO_MERCHANT_ID: '7d9f0335-8dcc-4054-9bf9-0dbd61d36906',
    CIELO_MERCHANT_KEY: 'A'.repeat(40),
  };
  const psp = {
    PIX_PROVIDER: 'psp',
    PIX_API_URL: 'https://pix.example.com/v2',
    PIX_CLIENT_ID: 'client',
    PIX_CLIENT_SECRET: 'secret',
    PIX_KEY: '7d9f0335-8dcc-4054-9bf9-0dbd61d36906',
    PIX_WEBHOOK_SECRET: 'w'.repeat(32),
  };

  it('defaults to the built-in sandboxes, which need no account', () => {
    const env = loadEnv({});
    expect(env).toMatchObject({
      PAYMENT_PROVIDER: 'sandbox',
      PIX_PROVIDER: 'sandbox',
      PAYMENT_TIMEOUT_MS: 20_000,
      PAGARME_API_URL: 'https://api.pagar.me/core/v5',
      CIELO_API_URL: 'https://api.cieloecommerce.cielo.com.br',
      CIELO_QUERY_URL: 'https://apiquery.cieloecommerce.cielo.com.br',
      PIX_MERCHANT_NAME: 'Hanami Sushi',
      PIX_MERCHANT_CITY: 'Brasília',
    });
    expect(env.PAGARME_SECRET_KEY).toBeUndefined();
  });

  it('accepts complete Pagar.me, Cielo and PSP settings', () => {
    expect(loadEnv(pagarme).PAYMENT_PROVIDER).toBe('pagarme');
    expect(loadEnv(cielo).CIELO_MERCHANT_KEY).toBe('A'.repeat(40));
    expect(loadEnv(psp).PIX_PROVIDER).toBe('psp');
  });

  it('resolves PIX_CERT_FILE from where the command was started', () => {
    expect(loadEnv({ ...psp, PIX_CERT_FILE: 'certs/pix.p12', INIT_CWD: '/srv/comanda' }).PIX_CERT_FILE).toBe(
      '/srv/comanda/certs/pix.p12',
    );
  });

  it.each([
    [{ PAYMENT_PROVIDER: 'stripe' }, 'PAYMENT_PROVIDER'],
    [{ PAYMENT_PROVIDER: 'pagarme' }, 'PAGARME_SECRET_KEY'],
    [{ ...pagarme, PAGARME_SECRET_KEY: 'pk_test_abc' }, 'PAGARME_SECRET_KEY'],
    [{ ...pagarme, PAGARME_PUBLIC_KEY: 'sk_test_abc' }, 'PAGARME_PUBLIC_KEY'],
    [{ ...pagarme, PAGARME_API_URL: 'ftp://api.pagar.me' }, 'PAGARME_API_URL'],
    [{ PAYMENT_PROVIDER: 'cielo', CIELO_MERCHANT_KEY: 'A'.repeat(40) }, 'CIELO_MERCHANT_ID'],
    [{ ...cielo, CIELO_MERCHANT_ID: 'loja-1' }, 'CIELO_MERCHANT_ID'],
    [{ ...cielo, CIELO_MERCHANT_KEY: 'curta' }, 'CIELO_MERCHANT_KEY'],
    [{ PAYMENT_TIMEOUT_MS: '10' }, 'PAYMENT_TIMEOUT_MS'],
    [{ PIX_PROVIDER: 'bacen' }, 'PIX_PROVIDER'],
    [{ ...psp, PIX_API_URL: undefined }, 'PIX_API_URL'],
    [{ ...psp, PIX_KEY: undefined }, 'PIX_KEY'],
    [{ ...psp, PIX_WEBHOOK_SECRET: 'curto' }, 'PIX_WEBHOOK_SECRET'],
    [{ ...psp, PIX_CLIENT_SECRET: undefined }, 'PIX_CLIENT_SECRET'],
  ])('stops with a message naming the bad variable %o', (source, name) => {
    expect(() => loadEnv(source)).toThrow(ConfigError);
    expect(() => loadEnv(source)).toThrow(new RegExp(`${name}:`));
  });
});
