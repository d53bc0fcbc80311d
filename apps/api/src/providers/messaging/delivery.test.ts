import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadEnv } from '../../config/env.ts';
import { client, freshPhone } from '../../modules/auth/testing.ts';
import { testDatabase } from '../../testing/build.ts';
import { fakeSmsProvider, fakeSmtpServer } from './fake-servers.ts';

const sms = await fakeSmsProvider(200);
const smtp = await fakeSmtpServer();
const env = loadEnv({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  DATA_DIR: '/tmp/comanda-api-test-data',
  MESSAGING_PROVIDER: 'smtp+http',
  SMTP_URL: smtp.url,
  SMTP_FROM: 'Hanami Sushi <nao-responda@hanami.test>',
  SMS_API_URL: sms.url,
  SMS_API_TOKEN: 'token-de-teste',
  SMS_SENDER: 'hanami',
});
const app = await buildApp({ env, database: await testDatabase() });

async function until<T>(read: () => T | undefined): Promise<T> {
  for (let i = 0; i < 100; i++) {
    const value = read();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('nothing arrived');
}

describe('codes through the real adapters (MESSAGING_PROVIDER=smtp+http)', () => {
  it('sends the login SMS through the HTTP provider and the reset e-mail through SMTP', async () => {
    const phone = freshPhone();
    expect((await client(app)('POST', '/api/auth/codigo', { celular: phone })).statusCode).toBe(200);
    const call = await until(() => sms.received.find((c) => (c.body as { to: string }).to === `55${phone}`));
    const text = (call.body as { contents: Array<{ text: string }> }).contents[0]!.text;
    const code = /(\d{6})/.exec(text)![1]!;
    expect(text).toBe(`Seu código Hanami Sushi é ${code}. Ele expira em 10 minutos.`);
    const login = await client(app)('POST', '/api/auth/login-telefone', { celular: phone, codigo: code });
    expect(login.json().data.tipo).toBe('cadastro');

    await client(app)('POST', '/api/auth/cadastro', {
      ticket: login.json().data.ticket,
      nome: 'Paula',
      celular: phone,
      email: 'paula@exemplo.com',
    });
    await client(app)('POST', '/api/auth/senha/codigo', { email: 'paula@exemplo.com' });
    const mail = await until(() => smtp.received.find((m) => m.to.includes('paula@exemplo.com')));
    expect(mail.data).toContain('Seu c=C3=B3digo Hanami Sushi');
    expect((await app.inject({ method: 'GET', url: '/dev/outbox' })).json().data).toEqual([]);
    await app.close();
  });
});
