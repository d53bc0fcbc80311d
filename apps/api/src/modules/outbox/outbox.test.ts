import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadEnv } from '../../config/env.ts';
import { testDatabase } from '../../testing/build.ts';
import { buildWithClock, client, freshPhone } from '../auth/testing.ts';

const { app } = await buildWithClock();

describe('GET /dev/outbox', () => {
  it('lists stored messages newest first as JSON, filtered by recipient, with the code picked out', async () => {
    const phone = freshPhone();
    await client(app)('POST', '/api/auth/codigo', { celular: phone });
    await client(app)('POST', '/api/auth/codigo', { celular: freshPhone() });
    const res = await app.inject({
      method: 'GET',
      url: `/dev/outbox?para=${encodeURIComponent(`(${phone.slice(0, 2)}) ${phone.slice(2, 7)}-${phone.slice(7)}`)}`,
    });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toHaveLength(1);
    expect(data[0]).toMatchObject({
      canal: 'sms',
      destinatario: phone,
      assunto: null,
      codigo: expect.stringMatching(/^\d{6}$/),
    });
    expect(data[0].texto).toBe(`Seu código Hanami Sushi é ${data[0].codigo}. Ele expira em 10 minutos.`);
  });

  it('shows a simple HTML page to a browser', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/dev/outbox',
      headers: { accept: 'text/html,application/xhtml+xml' },
    });
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('<h1>Mensagens (outbox)</h1>');
    expect(res.body).toContain('Seu código Hanami Sushi é');
  });

  it('does not exist in production', async () => {
    const env = loadEnv({
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      JWT_SECRET: 'x'.repeat(40),
      DATA_DIR: '/tmp/comanda-api-test-data',
    });
    const production = await buildApp({ env, database: await testDatabase() });
    const res = await production.inject({ method: 'GET', url: '/dev/outbox' });
    expect(res.statusCode).toBe(404);
    await production.close();
  });
});
