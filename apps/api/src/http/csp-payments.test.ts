import { describe, expect, it } from 'vitest';
import { build } from '../testing/build.ts';

const connectSrc = (csp: string) =>
  csp
    .split(';')
    .find((d) => d.trim().startsWith('connect-src'))
    ?.trim();

describe('Content-Security-Policy for card tokenization', () => {
  it('lets pages call only the API itself by default', async () => {
    const { app } = await build();
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(connectSrc(String(res.headers['content-security-policy']))).toBe("connect-src 'self'");
  });

  it('also allows Pagar.me when its account and public key let the browser tokenize cards', async () => {
    const { app } = await build({
      PAYMENT_PROVIDER: 'pagarme',
      PAGARME_SECRET_KEY: 'sk_test_0123456789abcdefghij',
      PAGARME_PUBLIC_KEY: 'pk_test_0123456789abcdefghij',
    });
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(connectSrc(String(res.headers['content-security-policy']))).toBe(
      "connect-src 'self' https://api.pagar.me",
    );
  });
});
