import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadEnv } from '../config/env.ts';
import { testDatabase } from '../testing/build.ts';

const dist = mkdtempSync(join(tmpdir(), 'comanda-dist-'));
mkdirSync(join(dist, 'assets'));
writeFileSync(
  join(dist, 'index.html'),
  '<!doctype html><head><title>Hanami Sushi</title>' +
    '<meta name="comanda-tela-arquivos" content="/assets/screens-1a.js /assets/screens-2b.css">' +
    '<meta name="comanda-tela-arquivos-pedido" content="/assets/product-3c.js">' +
    '<meta name="comanda-tela-arquivos-detalhes" content="/assets/product-3c.js /assets/order-6f.js">' +
    '<meta name="comanda-tela-arquivos-finalizar" content="/assets/product-3c.js /assets/order-6f.js /assets/checkout-5e.js">' +
    '<meta name="comanda-tela-arquivos-clube" content="/assets/club-page-4d.js"></head>',
);
writeFileSync(join(dist, 'operador.html'), '<!doctype html><head><title>Painel de pedidos</title></head>');
writeFileSync(join(dist, 'gestao.html'), '<!doctype html><head><title>Gestão da marca</title></head>');
writeFileSync(join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
writeFileSync(join(dist, 'assets', 'app-abc123.js.br'), brotliCompressSync('console.log(1)'));
const env = loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST: dist, DATA_DIR: join(dist, 'data') });
const app = await buildApp({ env, database: await testDatabase(), serveWeb: true });
afterAll(() => app.close());

describe('serving the web app', () => {
  it.each(['/', '/tabs/cardapio', '/qualquer/rota'])('answers %s with the SPA page', async (url) => {
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('Hanami Sushi');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it.each([
    ['/operador', 'Painel de pedidos'],
    ['/operador/', 'Painel de pedidos'],
    ['/gestao', 'Gestão da marca'],
    ['/gestao/', 'Gestão da marca'],
  ])('answers %s with a staff page of its own', async (url, title) => {
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain(title);
    expect(res.body).not.toContain('Hanami Sushi');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-security-policy']).toMatch(/script-src 'self'/);
    expect(res.cookies.find((c) => c.name === 'XSRF-TOKEN')?.value).toMatch(/^[\w-]{20,}$/);
  });

  it('asks for the lazy screens with a deep link’s page, not with the menu’s', async () => {
    const preloads =
      '<link rel="modulepreload" crossorigin href="/assets/screens-1a.js">' +
      '<link rel="preload" as="style" crossorigin href="/assets/screens-2b.css">';
    for (const url of ['/tabs/historico/pedido/7', '/produtos', '/tabs/perfil'])
      expect((await app.inject({ method: 'GET', url })).body).toContain(`${preloads}</head>`);
    expect((await app.inject({ method: 'GET', url: '/' })).body).not.toContain('modulepreload');
  });

  it('asks for the first lazy chunk alone with the product’s and the bag’s pages', async () => {
    for (const url of ['/produto', '/produto/', '/produto?origem=link', '/sacola']) {
      const body = (await app.inject({ method: 'GET', url })).body;
      expect(body).toContain('<link rel="modulepreload" crossorigin href="/assets/product-3c.js"></head>');
      expect(body).not.toContain('screens-1a.js"></head>');
      expect(body.match(/<link /g)).toHaveLength(1);
    }
  });

  it.each([
    ['/tabs/detalhes-pedido?pedidoId=7', ['product-3c.js', 'order-6f.js']],
    ['/tabs/detalhes-pedido/', ['product-3c.js', 'order-6f.js']],
    ['/finalizar-pedido', ['product-3c.js', 'order-6f.js', 'checkout-5e.js']],
  ])('asks for the lazy chunks up to its own alone with %s', async (url, files) => {
    const body = (await app.inject({ method: 'GET', url })).body;
    const links = files.map((file) => `<link rel="modulepreload" crossorigin href="/assets/${file}">`);
    expect(body).toContain(`${links.join('')}</head>`);
    expect(body.match(/<link /g)).toHaveLength(files.length);
  });

  it('asks for the club home’s own chunk with its page', async () => {
    for (const url of ['/tabs/shinguru', '/tabs/shinguru/']) {
      const body = (await app.inject({ method: 'GET', url })).body;
      expect(body).toContain('<link rel="modulepreload" crossorigin href="/assets/club-page-4d.js"></head>');
      expect(body.match(/<link /g)).toHaveLength(1);
    }
  });

  it('tells the app where map tiles come from and lets the browser load them', async () => {
    const res = await app.inject({ method: 'GET', url: '/tabs/restaurantes' });
    expect(res.body).toContain(
      '<meta name="map-tile-url" content="https://tile.openstreetmap.org/{z}/{x}/{y}.png">',
    );
    expect(res.headers['content-security-policy']).toMatch(/img-src [^;]*https:\/\/tile\.openstreetmap\.org/);
  });

  it('issues the XSRF-TOKEN cookie with the page, readable by scripts', async () => {
    const res = await app.inject({ method: 'GET', url: '/tabs/cardapio' });
    const cookie = res.cookies.find((c) => c.name === 'XSRF-TOKEN');
    expect(cookie?.value).toMatch(/^[\w-]{20,}$/);
    expect(cookie?.httpOnly).toBeFalsy();
    expect(cookie?.sameSite).toBe('Strict');
    const again = await app.inject({ method: 'GET', url: '/', cookies: { 'XSRF-TOKEN': cookie!.value } });
    expect(again.cookies.find((c) => c.name === 'XSRF-TOKEN')).toBeUndefined();
  });

  it('caches hashed assets for a year', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves the precompressed asset to a browser that accepts brotli', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(res.headers['content-encoding']).toBe('br');
  });

  it('keeps unknown API paths as JSON 404s', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/nada' });
    expect(res.statusCode).toBe(404);
    expect(res.json().status).toBe('error');
  });
});
