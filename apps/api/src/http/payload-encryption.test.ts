import { payloadKeyDay } from '@comanda/contract';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadEnv } from '../config/env.ts';
import { buildWithClock } from '../modules/auth/testing.ts';
import { customerSession, line, uniqueIp } from '../modules/bag/testing.ts';
import { build } from '../testing/build.ts';
import { dayKey, openPayload, sealPayload } from './payload-cipher.ts';

const SECRET = 'a-payload-secret-of-at-least-32-characters';
// Saturday 28 November 2026, 12:00 in Brasília
const { app, database, clock } = await buildWithClock(
  { PAYLOAD_ENCRYPTION: 'on', PAYLOAD_ENCRYPTION_SECRET: SECRET, RATE_LIMIT_MAX: '1000' },
  new Date('2026-11-28T15:00:00Z'),
);
const { app: plainApp } = await build({ RATE_LIMIT_MAX: '1000' });
const me = await customerSession(app, database);

const bag = { lojaId: 1, itens: [line(2005, 2)] };

async function keyOf(day: string): Promise<Buffer> {
  const res = await app.inject({ method: 'GET', url: `/api/chave/${day}`, remoteAddress: uniqueIp() });
  expect(res.statusCode, res.body).toBe(200);
  return Buffer.from(res.json<{ data: { chave: string } }>().data.chave, 'base64');
}

/** Calls `app` with `Encrypt: true` under the key of `day`, the body sealed; answers the response and its opened body. */
async function encrypted(
  options: InjectOptions & { body?: unknown; day?: string; token?: string },
): Promise<{ res: LightMyRequestResponse; opened: unknown }> {
  const day = options.day ?? payloadKeyDay(clock.now());
  const key = await keyOf(day);
  const { body, token, day: _, ...rest } = options;
  const res = await app.inject({
    ...rest,
    remoteAddress: uniqueIp(),
    headers: {
      encrypt: 'true',
      'x-encrypt-day': day,
      'accept-encoding': 'gzip, br',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...rest.headers,
    },
    ...(body === undefined
      ? {}
      : { payload: JSON.stringify({ data: sealPayload(key, Buffer.from(JSON.stringify(body))) }) }),
  });
  const wire = res.json<Record<string, unknown>>();
  expect(Object.keys(wire)).toEqual(['data']);
  const plaintext = openPayload(key, wire.data as string);
  expect(plaintext, 'the answer is sealed under the day key').not.toBeNull();
  return { res, opened: JSON.parse(String(plaintext)) };
}

describe('the day key', () => {
  it("answers today's key at today's path, and yesterday's and tomorrow's around midnight", async () => {
    expect(payloadKeyDay(clock.now())).toBe('sab28nov');
    const today = await keyOf('sab28nov');
    expect(today).toHaveLength(32);
    const around = [await keyOf('sex27nov'), await keyOf('dom29nov')];
    expect(new Set([today, ...around].map((key) => key.toString('hex'))).size).toBe(3);
    expect(today.equals(dayKey(new TextEncoder().encode(SECRET), '2026-11-28'))).toBe(true);
  });

  it.each(['qui26nov', 'seg30nov', 'sab28nov2026', 'sab28dez', 'dom28nov', 'hoje', '..%2Fhealth'])(
    '404s for %s',
    async (day) => {
      const res = await app.inject({ method: 'GET', url: `/api/chave/${day}`, remoteAddress: uniqueIp() });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ status: 'error', code: 'not_found' });
    },
  );

  it('is derived, not stored: another process with the same secret serves the same key', async () => {
    const other = await buildWithClock(
      { PAYLOAD_ENCRYPTION: 'on', PAYLOAD_ENCRYPTION_SECRET: SECRET },
      new Date('2026-11-28T20:00:00Z'),
    );
    const res = await other.app.inject({ method: 'GET', url: '/api/chave/sab28nov' });
    expect(Buffer.from(res.json().data.chave, 'base64').equals(await keyOf('sab28nov'))).toBe(true);
  });

  it('is not served while encryption is off', async () => {
    const res = await plainApp.inject({ method: 'GET', url: `/api/chave/${payloadKeyDay(new Date())}` });
    expect(res.statusCode).toBe(404);
  });
});

describe('Encrypt: true', () => {
  it('opens the body before validation and seals the answer into { data }', async () => {
    const plain = await app.inject({ method: 'POST', url: '/api/carrinho/calcular', payload: bag });
    expect(plain.statusCode).toBe(200);
    const { res, opened } = await encrypted({ method: 'POST', url: '/api/carrinho/calcular', body: bag });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(opened).toEqual(plain.json());
  });

  it("seals the menu's cached, compressed bytes too", async () => {
    const url = '/api/cardapio?marcaId=4';
    const plain = await app.inject({ method: 'GET', url });
    const { res, opened } = await encrypted({ method: 'GET', url });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(opened).toEqual(plain.json());
  });

  it('seals refusals: a validation error and a missing session keep their status', async () => {
    const invalid = await encrypted({ method: 'POST', url: '/api/carrinho/calcular', body: { itens: [] } });
    expect(invalid.res.statusCode).toBe(400);
    expect(invalid.opened).toMatchObject({ status: 'error', code: 'validation_failed' });
    const anonymous = await encrypted({ method: 'GET', url: '/api/cliente' });
    expect(anonymous.res.statusCode).toBe(401);
    expect(anonymous.opened).toMatchObject({ code: 'not_authenticated' });
    const mine = await encrypted({ method: 'GET', url: '/api/cliente', token: me.token });
    expect(mine.res.statusCode).toBe(200);
  });

  it.each([
    ['a tampered body', (sealed: string) => ({ data: `${sealed.slice(0, -6)}AAAAAA` })],
    ['a plain body', () => bag],
    ['a body that is not base64', () => ({ data: '***' })],
    [
      'a body sealed under another key',
      () => ({ data: sealPayload(Buffer.alloc(32, 7), Buffer.from('{}')) }),
    ],
  ])('refuses %s with a plain 401 payload_decryption_failed, before the route runs', async (_, body) => {
    const key = await keyOf('sab28nov');
    const sealed = sealPayload(key, Buffer.from(JSON.stringify(bag)));
    const res = await app.inject({
      method: 'POST',
      url: '/api/carrinho/calcular',
      remoteAddress: uniqueIp(),
      headers: { encrypt: 'true', 'x-encrypt-day': 'sab28nov' },
      payload: body(sealed),
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      status: 'error',
      code: 'payload_decryption_failed',
      message: 'Sessão expirada. Faça login novamente para renovar sua sessão.',
      responseCode: 401,
    });
  });

  it('refuses a day whose key is no longer served', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/cardapio?marcaId=4',
      headers: { encrypt: 'true', 'x-encrypt-day': 'qua25nov' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'payload_decryption_failed', responseCode: 401 });
  });

  it("keeps answering under the client's day across midnight, and under today's key when none is named", async () => {
    const before = payloadKeyDay(clock.now());
    clock.advance(12 * 3600_000 + 60_000); // 00:01 on Sunday in Brasília
    try {
      const late = await encrypted({ method: 'POST', url: '/api/carrinho/calcular', body: bag, day: before });
      expect(late.res.statusCode).toBe(200);
      const key = await keyOf('dom29nov');
      const res = await app.inject({
        method: 'GET',
        url: '/api/cardapio?marcaId=4',
        headers: { encrypt: 'true' },
      });
      expect(openPayload(key, res.json().data)).not.toBeNull();
    } finally {
      clock.advance(-(12 * 3600_000 + 60_000));
    }
  });

  it('leaves the excluded routes plain', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health', headers: { encrypt: 'true' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'success', data: { ok: true } });
  });
});

describe('Encrypt: false or absent', () => {
  it.each([{ encrypt: 'false' }, {}])('behaves as without encryption (%o)', async (headers) => {
    const on = await app.inject({ method: 'POST', url: '/api/carrinho/calcular', headers, payload: bag });
    const off = await plainApp.inject({
      method: 'POST',
      url: '/api/carrinho/calcular',
      headers,
      payload: bag,
    });
    expect(on.statusCode).toBe(200);
    expect(on.json()).toEqual(off.json());
    expect(on.json()).toMatchObject({ status: 'success' });
  });
});

describe('with encryption off', () => {
  it('refuses Encrypt: true with a 400 saying so', async () => {
    const res = await plainApp.inject({
      method: 'POST',
      url: '/api/carrinho/calcular',
      headers: { encrypt: 'true' },
      payload: { data: 'AAAA' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      status: 'error',
      code: 'payload_encryption_off',
      message:
        'A criptografia de dados está desativada neste servidor. Envie a requisição com Encrypt: false.',
    });
  });

  it('is the default, and the settings are validated', () => {
    expect(loadEnv({}).PAYLOAD_ENCRYPTION).toBe('off');
    expect(() => loadEnv({ PAYLOAD_ENCRYPTION: 'yes' })).toThrow(/PAYLOAD_ENCRYPTION:/);
    expect(() => loadEnv({ PAYLOAD_ENCRYPTION_SECRET: 'short' })).toThrow(/PAYLOAD_ENCRYPTION_SECRET:/);
  });
});
