import { payloadKeyDay } from '@comanda/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { acknowledgeSessionExpired, onSessionExpired } from '../features/auth/index.ts';
import { ApiError, api } from './api-client.ts';

const bytesOf = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));
const base64Of = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));

const importKey = (raw: Uint8Array<ArrayBuffer>) =>
  crypto.subtle.importKey('raw', raw, 'AES-GCM', false, ['encrypt', 'decrypt']);

async function seal(raw: Uint8Array<ArrayBuffer>, text: string): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const sealed = new Uint8Array(
    await crypto.subtle.encrypt(
      { name: 'AES-GCM', iv },
      await importKey(raw),
      new TextEncoder().encode(text),
    ),
  );
  return base64Of(new Uint8Array([...iv, ...sealed]));
}

async function open(raw: Uint8Array<ArrayBuffer>, data: string): Promise<string> {
  const bytes = bytesOf(data);
  const plain = await crypto.subtle.decrypt(
    { name: 'AES-GCM', iv: bytes.subarray(0, 12) },
    await importKey(raw),
    bytes.subarray(12),
  );
  return new TextDecoder().decode(plain);
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/**
 * The API as the browser sees it with PAYLOAD_ENCRYPTION=on: GET chave/{dia} answers the day's key; any other call
 * opens its `{ data }` body and answers its envelope sealed. `answer` lets a test tamper with the wire.
 */
function fakeApi() {
  const server = {
    key: crypto.getRandomValues(new Uint8Array(32)),
    keyFetches: [] as string[],
    received: [] as Array<{ url: string; headers: Record<string, string>; wire: unknown; body: unknown }>,
    answer: async (sealed: string): Promise<Response> => json({ data: sealed }),
    refuseNext: 0,
  };
  const fetchMock = vi.fn(async (url: string, init: RequestInit = {}) => {
    const day = /^\/api\/chave\/(\w+)$/.exec(url)?.[1];
    if (day) {
      server.keyFetches.push(day);
      if (day !== payloadKeyDay(Date.now())) return json({ status: 'error', code: 'not_found' }, 404);
      return json({ status: 'success', data: { chave: base64Of(server.key) } });
    }
    const headers = init.headers as Record<string, string>;
    const wire = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    if (server.refuseNext > 0) {
      server.refuseNext -= 1;
      return json({ status: 'error', code: 'payload_decryption_failed', responseCode: 401 }, 401);
    }
    const body = wire ? JSON.parse(await open(server.key, wire.data)) : undefined;
    server.received.push({ url, headers, wire, body });
    return server.answer(
      await seal(server.key, JSON.stringify({ status: 'success', data: { eco: body ?? null } })),
    );
  });
  vi.stubGlobal('fetch', fetchMock);
  return server;
}

describe('payload encryption (VITE_PAYLOAD_ENCRYPTION=on)', () => {
  let expired = 0;
  let testDay = 0;
  let stopListening: () => void;
  beforeEach(() => {
    vi.stubEnv('VITE_PAYLOAD_ENCRYPTION', 'on');
    vi.useFakeTimers({ toFake: ['Date'] });
    // each test starts on a day of its own, so the module's cached key is never the one of a test before
    testDay += 3;
    vi.setSystemTime(new Date(Date.UTC(2026, 10, testDay, 15)));
    expired = 0;
    stopListening = onSessionExpired(() => {
      expired += 1;
    });
  });
  afterEach(() => {
    stopListening();
    acknowledgeSessionExpired();
    vi.useRealTimers();
    vi.unstubAllEnvs();
    vi.unstubAllGlobals();
  });

  it('sends the body sealed into { data } under the day key, and gives back the opened answer', async () => {
    const server = fakeApi();
    const answer = await api.post<{ eco: unknown }>('carrinho/calcular', { body: { lojaId: 2 } });
    expect(answer).toEqual({ eco: { lojaId: 2 } });
    const [sent] = server.received;
    expect(Object.keys(sent?.wire as object)).toEqual(['data']);
    expect(sent?.headers).toMatchObject({ Encrypt: 'true', 'X-Encrypt-Day': payloadKeyDay(Date.now()) });
    expect(server.keyFetches).toEqual([payloadKeyDay(Date.now())]);
  });

  it('fetches the key once a day', async () => {
    const server = fakeApi();
    await api.get('cardapio');
    await api.get('banners');
    expect(server.keyFetches).toHaveLength(1);
    vi.setSystemTime(Date.now() + 86_400_000);
    await api.get('cardapio');
    expect(server.keyFetches).toHaveLength(2);
    expect(server.keyFetches[1]).toBe(payloadKeyDay(Date.now()));
  });

  it('when the server cannot open the body, fetches the key again and sends the call once more', async () => {
    const server = fakeApi();
    await api.get('cardapio');
    server.key = crypto.getRandomValues(new Uint8Array(32));
    server.refuseNext = 1;
    expect(await api.post('cupom', { body: { cupom: 'HANAMI10' } })).toEqual({ eco: { cupom: 'HANAMI10' } });
    expect(server.keyFetches).toHaveLength(2);
    expect(expired).toBe(0);
  });

  it('when the answer does not open, tries a fresh key on it without sending the call again', async () => {
    const server = fakeApi();
    await api.get('cardapio');
    server.key = crypto.getRandomValues(new Uint8Array(32));
    const before = server.received.length;
    expect(await api.get('banners')).toEqual({ eco: null });
    expect(server.received.length - before).toBe(1);
    expect(server.keyFetches).toHaveLength(2);
    expect(expired).toBe(0);
  });

  it('a tampered answer twice over runs the session-expiry flow and rejects with a 401 ApiError', async () => {
    const server = fakeApi();
    server.answer = async (sealed) => json({ data: `${sealed.slice(0, -8)}AAAAAAA=` });
    const failure = await api.get('cliente').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 401, code: 'not_authenticated' });
    expect(expired).toBe(1);
    expect(server.keyFetches).toHaveLength(2);
  });

  it('a plain success answer to an encrypted call counts as a decryption failure', async () => {
    const server = fakeApi();
    server.answer = async () => json({ status: 'success', data: { injetado: true } });
    await expect(api.get('cliente')).rejects.toMatchObject({ status: 401 });
    expect(expired).toBe(1);
  });

  it("passes the server's plain refusals on as they are", async () => {
    const server = fakeApi();
    server.answer = async () =>
      json({ status: 'error', code: 'payload_encryption_off', message: 'Desativada.' }, 400);
    await expect(api.get('cliente')).rejects.toMatchObject({ status: 400, code: 'payload_encryption_off' });
    expect(expired).toBe(0);
  });

  it("a day the server does not serve (the device's date is wrong) ends the session", async () => {
    fakeApi();
    const fetchMock = vi.mocked(fetch);
    fetchMock.mockImplementationOnce(async () => json({ status: 'error', code: 'not_found' }, 404));
    await expect(api.get('cliente')).rejects.toMatchObject({ status: 401 });
    expect(expired).toBe(1);
  });
});
