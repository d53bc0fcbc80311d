import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { JsonBody, JsonCache } from './json-cache.ts';

/** A build whose answer the test releases when it wants, counting how often it ran. */
function controlledBuild(make: (n: number) => JsonBody) {
  const state = { calls: 0, release: () => {}, fail: (_error: Error) => {} };
  const build = () => {
    state.calls += 1;
    const n = state.calls;
    return new Promise<JsonBody>((resolve, reject) => {
      state.release = () => resolve(make(n));
      state.fail = reject;
    });
  };
  return { state, build };
}

const page = (n: number) => new JsonBody(Buffer.from(`<p>página ${n}</p>`), 'text/html; charset=utf-8');

afterEach(() => {
  vi.useRealTimers();
});

describe('JsonCache.body', () => {
  it('builds once for concurrent calls and hands every caller the same body', async () => {
    const cache = new JsonCache(30_000);
    const { state, build } = controlledBuild(page);
    const waiting = [cache.body('k', build), cache.body('k', build), cache.body('k', build)];
    expect(state.calls).toBe(1);
    state.release();
    const bodies = await Promise.all(waiting);
    expect(bodies[1]).toBe(bodies[0]);
    expect(bodies[2]).toBe(bodies[0]);
    expect(bodies[0]!.raw.toString()).toBe('<p>página 1</p>');
    expect(await cache.body('k', build)).toBe(bodies[0]);
    expect(state.calls).toBe(1);
  });

  it('keeps each key apart', async () => {
    const cache = new JsonCache(30_000);
    let calls = 0;
    const build = async () => page(++calls);
    const a = await cache.body('a', build);
    const b = await cache.body('b', build);
    expect(a.raw.toString()).toBe('<p>página 1</p>');
    expect(b.raw.toString()).toBe('<p>página 2</p>');
    expect(await cache.body('a', build)).toBe(a);
    expect(calls).toBe(2);
  });

  it('serves the cached body until the time to live has passed, then builds it again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-03-01T12:00:00Z'));
    const cache = new JsonCache(30_000);
    let calls = 0;
    const build = async () => page(++calls);
    const first = await cache.body('k', build);
    vi.setSystemTime(new Date('2025-03-01T12:00:29.999Z'));
    expect(await cache.body('k', build)).toBe(first);
    vi.setSystemTime(new Date('2025-03-01T12:00:30Z'));
    const second = await cache.body('k', build);
    expect(second).not.toBe(first);
    expect(second.raw.toString()).toBe('<p>página 2</p>');
    expect(calls).toBe(2);
  });

  it('with no time to live keeps nothing, yet still shares a build in flight', async () => {
    const cache = new JsonCache(0);
    const { state, build } = controlledBuild(page);
    const both = Promise.all([cache.body('k', build), cache.body('k', build)]);
    state.release();
    const [a, b] = await both;
    expect(b).toBe(a);
    expect(state.calls).toBe(1);
    const again = cache.body('k', build);
    state.release();
    expect(await again).not.toBe(a);
    expect(state.calls).toBe(2);
  });

  it('keeps no failure: every waiting caller gets the error and the next call builds again', async () => {
    const cache = new JsonCache(30_000);
    const { state, build } = controlledBuild(page);
    const waiting = [cache.body('k', build), cache.body('k', build)];
    state.fail(new Error('banco fora do ar'));
    for (const call of waiting) await expect(call).rejects.toThrow('banco fora do ar');
    const retry = cache.body('k', build);
    expect(state.calls).toBe(2);
    state.release();
    expect((await retry).raw.toString()).toBe('<p>página 2</p>');
  });

  it('builds again after clear()', async () => {
    const cache = new JsonCache(30_000);
    let calls = 0;
    const build = async () => page(++calls);
    const first = await cache.body('k', build);
    cache.clear();
    expect(await cache.body('k', build)).not.toBe(first);
    expect(calls).toBe(2);
  });

  it('get() stores the serialized value under the same keys as body()', async () => {
    const cache = new JsonCache(30_000);
    const value = { status: 'success', data: { nome: 'Temaki Skin', preco: 2990 } };
    const body = await cache.get('k', async () => value);
    expect(JSON.parse(body.raw.toString())).toEqual(value);
    expect(await cache.body('k', async () => page(1))).toBe(body);
  });
});

describe('JsonBody.send', () => {
  const app = Fastify();
  const big = `<!doctype html><p>${'Sashimi de salmão fresco. '.repeat(200)}</p>`;
  const bodies: Record<string, JsonBody> = {
    page: new JsonBody(Buffer.from(big), 'text/html; charset=utf-8'),
    small: new JsonBody(Buffer.from('<p>oi</p>'), 'text/html; charset=utf-8'),
    json: new JsonBody(Buffer.from(JSON.stringify({ status: 'success', data: big }))),
  };
  app.get('/:name', (request, reply) =>
    bodies[(request.params as { name: string }).name]!.send(request, reply),
  );
  afterAll(() => app.close());

  const get = (url: string, encoding?: string) =>
    app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });

  it('sends the content type it was made with', async () => {
    const res = await get('/page');
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(big);
  });

  it('is JSON when no content type is given', async () => {
    const res = await get('/json', 'br');
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(JSON.parse(brotliDecompressSync(res.rawPayload).toString()).data).toBe(big);
  });

  it('keeps the content type when compressed, brotli before gzip', async () => {
    const br = await get('/page', 'gzip, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(br.headers.vary).toBe('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(big);
    const gzip = await get('/page', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(big);
  });

  it('sends a body under 1 KB as it is', async () => {
    const res = await get('/small', 'br, gzip');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toBe('<p>oi</p>');
  });
});
