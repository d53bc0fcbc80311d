import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { FIRST_SCREEN_DATA_ID } from '@comanda/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadEnv } from '../../config/env.ts';
import * as t from '../../db/schema/index.ts';
import { tempDir } from '../../db/testing.ts';
import { testDatabase } from '../../testing/build.ts';

const dist = tempDir('comanda-first-screen');
writeFileSync(
  join(dist, 'index.html'),
  '<!doctype html><html><head><title>Hanami Sushi</title></head><body><div id="root"></div></body></html>',
);
const env = loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST: dist, DATA_DIR: join(dist, 'data') });
const database = await testDatabase();
const app = await buildApp({ env, database, serveWeb: true });
afterAll(() => app.close());

const MENU_URL = '/api/cardapio?marcaId=4&modalidadeId=DLV';
const KITS_URL = '/api/buscar_kit_delivery?marcaId=4&modalidadeId=DLV';
const BANNERS_URL = '/api/banners?marcaId=4';
const OPENING = `<script type="application/json" id="${FIRST_SCREEN_DATA_ID}">`;

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

/** The text inside the page's first-screen element (it holds no `<`, so its first `</script>` closes it). */
function embeddedText(html: string): string {
  const start = html.indexOf(OPENING);
  expect(start).toBeGreaterThan(-1);
  expect(html.indexOf(OPENING, start + 1)).toBe(-1);
  const from = start + OPENING.length;
  const end = html.indexOf('</script>', from);
  expect(end).toBeGreaterThan(from);
  return html.slice(from, end);
}

interface FirstScreen {
  cardapio: unknown;
  buscar_kit_delivery: { status: string; data: { cod: number; nome: string; imagem: string }[] };
  banners: { status: string; data: { imagem: string }[] };
}

const embedded = (html: string) => JSON.parse(embeddedText(html)) as FirstScreen;

/** The first screen must be what the three API requests answer, envelope and all. */
async function expectSameAsApi(sent: FirstScreen) {
  expect(Object.keys(sent).sort()).toEqual(['banners', 'buscar_kit_delivery', 'cardapio']);
  expect(sent.cardapio).toEqual((await get(MENU_URL)).json());
  expect(sent.buscar_kit_delivery).toEqual((await get(KITS_URL)).json());
  expect(sent.banners).toEqual((await get(BANNERS_URL)).json());
}

describe("the menu's page with its first screen inside", () => {
  it.each(['/', '/tabs', '/tabs/cardapio', '/cardapio', '/?utm_source=instagram'])(
    'answers %s with the app page and the three answers of the home screen',
    async (url) => {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<title>Hanami Sushi</title>');
      expect(res.body).toContain('<div id="root"></div>');
      expect(res.body).toContain('<meta name="map-tile-url"');
      const sent = embedded(res.body);
      expect(sent.cardapio).toMatchObject({
        status: 'success',
        data: { cardapio: { marcaId: 4, loja: null } },
      });
      expect(sent.buscar_kit_delivery.data.length).toBeGreaterThan(0);
      expect(sent.banners.data.length).toBeGreaterThan(0);
      await expectSameAsApi(sent);
      expect(res.body.indexOf(OPENING)).toBeGreaterThan(res.body.indexOf('<div id="root"></div>'));
      expect(res.body.endsWith('</script></body></html>')).toBe(true);
    },
  );

  it('preloads the first banner and the first kit in <head>, at high priority', async () => {
    const res = await get('/');
    const [banner] = (await get(BANNERS_URL)).json().data as { imagem: string }[];
    const [kit] = (await get(KITS_URL)).json().data as { imagem: string }[];
    const head = res.body.slice(0, res.body.indexOf('</head>'));
    const preloads = [...res.body.matchAll(/<link rel="preload"[^>]*>/g)].map((m) => m[0]);
    expect(preloads).toEqual([
      `<link rel="preload" as="image" href="${banner!.imagem}" fetchpriority="high">`,
      `<link rel="preload" as="image" href="${kit!.imagem}" fetchpriority="high">`,
    ]);
    for (const link of preloads) expect(head).toContain(link);
  });

  it('issues the XSRF-TOKEN cookie with the page, like every other page', async () => {
    const res = await get('/tabs/cardapio');
    const cookie = res.cookies.find((c) => c.name === 'XSRF-TOKEN');
    expect(cookie?.value).toMatch(/^[\w-]{20,}$/);
    expect(cookie?.httpOnly).toBeFalsy();
    const again = await app.inject({ method: 'GET', url: '/', cookies: { 'XSRF-TOKEN': cookie!.value } });
    expect(again.statusCode).toBe(200);
    expect(again.cookies.find((c) => c.name === 'XSRF-TOKEN')).toBeUndefined();
  });

  it('sends the page compressed as the browser asks, brotli first, then gzip', async () => {
    const plain = await get('/');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await get('/', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(br.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(plain.body);
    const gzip = await get('/', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(gunzipSync(gzip.rawPayload).toString('utf8')).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
  });

  it.each(['/sacola', '/tabs/restaurantes', '/cardapio/produto/1'])(
    'answers %s with the plain app page, without the first screen',
    async (url) => {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<div id="root"></div>');
      expect(res.body).not.toContain(FIRST_SCREEN_DATA_ID);
      expect(res.body).not.toContain('rel="preload"');
    },
  );

  it('keeps names that close a script tag or a line from ending the element early', async () => {
    const hostile = '</script><script>alert(1)</script>';
    const [kit] = (await get(KITS_URL)).json().data as { cod: number; categoriaId: number }[];
    await database.db
      .update(t.products)
      .set({ nome: `Kit ${hostile}\u2028\u2029<!--` })
      .where(eq(t.products.cod, kit!.cod));
    await database.db
      .update(t.categories)
      .set({ nome: `Kits ${hostile}` })
      .where(eq(t.categories.id, kit!.categoriaId));
    await database.db.update(t.banners).set({ nome: `Banner ${hostile}` });
    app.clearCatalogCache();

    const res = await get('/');
    const text = embeddedText(res.body);
    expect(text).not.toContain('<');
    expect(text).not.toMatch(/[\u2028\u2029]/);
    expect(res.body).not.toContain('<script>alert(1)');
    const sent = JSON.parse(text) as FirstScreen;
    expect(sent.buscar_kit_delivery.data.find((p) => p.cod === kit!.cod)?.nome).toBe(
      `Kit ${hostile}\u2028\u2029<!--`,
    );
    expect(JSON.stringify(sent.cardapio)).toContain(`Kits ${hostile}`);
    expect(JSON.stringify(sent.banners)).toContain(`Banner ${hostile}`);
    await expectSameAsApi(sent);
  });

  it("takes `$&`, `$'` and other replacement patterns in a name as plain text", async () => {
    const [kit] = (await get(KITS_URL)).json().data as { cod: number }[];
    const name = "Kit $& $` $' $$ end";
    await database.db.update(t.products).set({ nome: name }).where(eq(t.products.cod, kit!.cod));
    app.clearCatalogCache();

    const sent = JSON.parse(embeddedText((await get('/')).body)) as FirstScreen;
    expect(sent.buscar_kit_delivery.data.find((p) => p.cod === kit!.cod)?.nome).toBe(name);
    await expectSameAsApi(sent);
  });

  it('still serves the app page when the first screen cannot be built, and builds it again later', async () => {
    const plain = (await get('/sacola')).body;
    await database.db.execute(sql`alter table banners rename to banners_away`);
    try {
      app.clearCatalogCache();
      const res = await get('/', { 'accept-encoding': 'br' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.cookies.find((c) => c.name === 'XSRF-TOKEN')?.value).toMatch(/^[\w-]{20,}$/);
      expect(res.body).toBe(plain);
      expect((await get(BANNERS_URL)).statusCode).toBe(500);
    } finally {
      await database.db.execute(sql`alter table banners_away rename to banners`);
    }
    const again = await get('/');
    expect(again.statusCode).toBe(200);
    await expectSameAsApi(embedded(again.body));
  });
});
