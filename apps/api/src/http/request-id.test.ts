import { maskCpf } from '@comanda/domain';
import { describe, expect, it } from 'vitest';
import { CPFS, client, freshPhone, signUp } from '../modules/auth/testing.ts';
import { fakePagarme } from '../providers/payments/fake-pagarme.ts';
import { build } from '../testing/build.ts';

const keys = { secretKey: 'sk_test_4f0c1a2b3c4d5e6f', publicKey: 'pk_test_9a8b7c6d5e4f3a2b' };
const fake = await fakePagarme(keys);
const METRICS_TOKEN = 'm'.repeat(40);
const { app } = await build({
  METRICS_TOKEN,
  PAYMENT_PROVIDER: 'pagarme',
  PAGARME_API_URL: `${fake.url}/core/v5`,
  PAGARME_SECRET_KEY: keys.secretKey,
  PAGARME_PUBLIC_KEY: keys.publicKey,
  PAYMENT_TIMEOUT_MS: '2000',
});
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('request ids', () => {
  it('gives every request a UUID of its own in the answer, and keeps a plain id the balancer sent', async () => {
    const [a, b] = await Promise.all([
      app.inject({ url: '/api/health' }),
      app.inject({ url: '/api/health' }),
    ]);
    expect(a.headers['x-request-id']).toMatch(UUID);
    expect(b.headers['x-request-id']).toMatch(UUID);
    expect(a.headers['x-request-id']).not.toBe(b.headers['x-request-id']);
    const kept = await app.inject({
      url: '/api/health',
      headers: { 'x-request-id': 'haproxy-0a1b2c3d4e5f' },
    });
    expect(kept.headers['x-request-id']).toBe('haproxy-0a1b2c3d4e5f');
    const odd = await app.inject({ url: '/api/health', headers: { 'x-request-id': 'x"; drop <script>' } });
    expect(odd.headers['x-request-id']).toMatch(UUID);
  });

  it('sends the request’s id with every provider call it makes, and times each call by provider and outcome', async () => {
    const session = await signUp(app, {
      nome: 'Ana Souza',
      celular: freshPhone(),
      email: `${freshPhone()}@exemplo.com`,
    });
    const before = fake.calls.length;
    const res = await client(app)(
      'POST',
      '/api/cartao',
      {
        apelido: 'Pessoal',
        numero: '4000000000000010',
        validade: '12/30',
        cvv: '123',
        titular: 'Ana Souza',
        cpf: maskCpf(CPFS[2]!),
      },
      session.usuario.jwt,
    );
    expect(res.statusCode, res.body).toBe(201);
    const calls = fake.calls.slice(before);
    expect(calls.length).toBeGreaterThan(0);
    for (const call of calls) expect(call.headers['x-request-id']).toBe(res.headers['x-request-id']);

    const metrics = await app.inject({
      url: '/metrics',
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    const host = new URL(fake.url).host;
    const count = new RegExp(
      `comanda_provider_call_duration_seconds_count\\{provider="${host.replace('.', '\\.')}",method="POST",outcome="2xx"\\} (\\d+)`,
    ).exec(metrics.body);
    expect(Number(count?.[1])).toBeGreaterThanOrEqual(calls.filter((c) => c.method === 'POST').length);
  });
});
