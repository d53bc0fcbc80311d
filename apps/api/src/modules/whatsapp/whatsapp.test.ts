import { describe, expect, it } from 'vitest';
import { buildWithClock, freshIp, freshPhone } from '../auth/testing.ts';

const KEY = 'k'.repeat(40);
const { app, clock } = await buildWithClock({
  LOG_LEVEL: process.env.DEBUG_LOG ?? 'silent',
  WHATSAPP_BOT_API_KEY: KEY,
  WHATSAPP_LINK_MINUTES: '30',
  APP_URL: 'https://app.hanamisushi.com.br',
});

const issue = (payload: unknown, key: string | null = KEY) =>
  app.inject({
    method: 'POST',
    url: '/api/whatsapp/conversa',
    payload: payload as object,
    headers: key === null ? {} : { 'x-api-key': key },
  });
const open = (uuid: string) =>
  app.inject({ method: 'POST', url: `/api/whatsapp/${uuid}`, remoteAddress: freshIp() });

const ADDRESS = { cep: '70862020', logradouro: 'SQN 210 Bloco B', numero: '101', bairro: 'Asa Norte' };

describe('the WhatsApp channel', () => {
  it('issues a single-use link to the bot and pre-fills what it knew, once', async () => {
    const celular = freshPhone();
    const issued = await issue({ celular, nome: 'Ana Lima', endereco: ADDRESS });
    expect(issued.statusCode).toBe(201);
    const { uuid, url, expira_em } = issued.json().data;
    expect(url).toBe(`https://app.hanamisushi.com.br/whatsapp/${uuid}`);
    expect(new Date(expira_em).getTime() - clock.now().getTime()).toBe(30 * 60_000);

    const first = await open(uuid);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toEqual({
      celular,
      nome: 'Ana Lima',
      endereco: { ...ADDRESS, cep: '70862-020' },
    });
    const again = await open(uuid);
    expect(again.statusCode).toBe(410);
    expect(again.json()).toMatchObject({
      code: 'whatsapp_link_used',
      message: 'Este link do WhatsApp já foi usado. Peça um novo link na conversa.',
    });
  });

  it('refuses a link past its validity, and one never issued', async () => {
    const { uuid } = (await issue({ celular: freshPhone() })).json().data;
    clock.advance(30 * 60_000 + 1000);
    const late = await open(uuid);
    expect(late.statusCode).toBe(410);
    expect(late.json()).toMatchObject({
      code: 'whatsapp_link_expired',
      message: 'Este link do WhatsApp expirou. Peça um novo link na conversa.',
    });
    for (const unknown of ['6f1c2b9e-7a51-4c1e-9d2f-0b3a4c5d6e7f', 'not-a-uuid'])
      expect((await open(unknown)).json()).toMatchObject({
        code: 'whatsapp_link_not_found',
        message: 'Este link do WhatsApp não é válido. Peça um novo link na conversa.',
      });
  });

  it('opens a link once even when it is opened many times at once', async () => {
    const { uuid } = (await issue({ celular: freshPhone() })).json().data;
    const answers = await Promise.all(Array.from({ length: 12 }, () => open(uuid)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, ...Array(11).fill(410)]);
  });

  it('answers only the bot holding the key, and validates what it sends', async () => {
    expect((await issue({ celular: freshPhone() }, null)).json()).toMatchObject({
      code: 'whatsapp_key_invalid',
    });
    expect((await issue({ celular: freshPhone() }, 'x'.repeat(40))).statusCode).toBe(401);
    const bad = await issue({ celular: '123', endereco: { cep: '1' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('validation_failed');
  });

  it('is off without a key', async () => {
    const { app: off } = await buildWithClock();
    const answer = await off.inject({
      method: 'POST',
      url: '/api/whatsapp/conversa',
      payload: { celular: freshPhone() },
      headers: { 'x-api-key': KEY },
    });
    expect(answer.statusCode).toBe(503);
    expect(answer.json()).toMatchObject({
      code: 'whatsapp_not_configured',
      message: 'O canal WhatsApp não está configurado.',
    });
  });
});
