import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import {
  APP_SCRIPTS_ID,
  FIRST_SCREEN_COPY_ID,
  FIRST_SCREEN_DATA_ID,
  FIRST_SCREEN_RENDERER_FILE,
  type FirstScreenRenderer,
} from '@comanda/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadEnv } from '../config/env.ts';
import { tempDir } from '../db/testing.ts';
import { testDatabase } from '../testing/build.ts';
import { loadFirstScreenRenderer, withFirstScreen, withScreenFrame } from './first-screen-renderer.ts';

const HEAD_SCRIPTS =
  '<script type="module" crossorigin src="/assets/index-1a.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/assets/react-2b.js">';
const PAGE =
  '<!doctype html><html><head><title>Hanami Sushi</title>' +
  `${HEAD_SCRIPTS}<link rel="stylesheet" crossorigin href="/assets/index-3c.css"></head>` +
  '<body><div id="root"></div><noscript>Ative o JavaScript</noscript></body></html>';

/**
 * The API's side of the web build's module (written by build-plugins/first-screen.ts, whose own tests and the e2e
 * suite cover what it renders): what the server does with whatever `render` and `script` it exports.
 */
const MODULE = `
export const script = 'document.title = "ok";';
export function frame(path) {
  return '<div id="${FIRST_SCREEN_COPY_ID}">' + path + '</div>';
}
export function render(data) {
  return '<div id="${FIRST_SCREEN_COPY_ID}" hidden>' + data.kits.map((kit) => kit.nome).join('|') +
    '|' + data.cardapio.categorias.length + '|' + data.banners.length + '</div>';
}
`;

function distWith(module: string | null): string {
  const dist = tempDir('comanda-first-screen-renderer');
  writeFileSync(join(dist, 'index.html'), PAGE);
  if (module !== null) {
    const file = join(dist, FIRST_SCREEN_RENDERER_FILE);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, module);
  }
  return dist;
}

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('base64');

describe('loading the web build’s first-screen module', () => {
  it('finds none without a web app or in a build without it', async () => {
    expect(await loadFirstScreenRenderer(null)).toBeNull();
    expect(await loadFirstScreenRenderer(distWith(null))).toBeNull();
  });

  it('loads render, script and frame, with the hash that lets the script run', async () => {
    const renderer = await loadFirstScreenRenderer(distWith(MODULE));
    expect(renderer?.frame?.('/sacola')).toBe(`<div id="${FIRST_SCREEN_COPY_ID}">/sacola</div>`);
    expect(renderer?.script).toBe('document.title = "ok";');
    expect(renderer?.scriptHash).toBe(`'sha256-${sha256('document.title = "ok";')}'`);
  });

  it('refuses a module that is not one', async () => {
    await expect(loadFirstScreenRenderer(distWith('export const script = 1;'))).rejects.toThrow(
      /not a first-screen module/,
    );
  });
});

describe('the page with its first screen', () => {
  const renderer: FirstScreenRenderer = {
    render: () => `<div id="${FIRST_SCREEN_COPY_ID}">R$ 10 $& $' </div>`,
    script: 'start()',
  };
  const data = { cardapio: { marcaId: 4, loja: null, categorias: [] }, kits: [], banners: [] };

  it("puts the copy at the end of the body, then the app's scripts in a template, then the script", () => {
    const html = withFirstScreen(PAGE, renderer, data as never);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toContain('<script');
    expect(head).not.toContain('modulepreload');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-3c.css"></head>');
    expect(html).toContain(
      `<div id="root"></div><noscript>Ative o JavaScript</noscript><div id="${FIRST_SCREEN_COPY_ID}">R$ 10 $& $' </div>` +
        `<template id="${APP_SCRIPTS_ID}">${HEAD_SCRIPTS}</template><script>start()</script></body></html>`,
    );
  });

  it('leaves a page without script tags or body as it is', () => {
    const bare = '<!doctype html><html><head></head><body><div id="root"></div></body></html>';
    expect(withFirstScreen(bare, renderer, data as never)).toBe(bare);
    const bodiless = PAGE.replace('</body>', '');
    expect(withFirstScreen(bodiless, renderer, data as never)).toBe(bodiless);
  });
});

describe("a screen's frame in its page", () => {
  it('goes at the start of the body', () => {
    const page = withScreenFrame(Buffer.from(PAGE), '<div id="f"></div>').toString();
    expect(page).toContain('<body><div id="f"></div><div id="root"></div>');
    expect(page.replace('<div id="f"></div>', '')).toBe(PAGE);
  });

  it('leaves a page without a body as it is', () => {
    const page = Buffer.from('<!doctype html><title>t</title>');
    expect(withScreenFrame(page, '<div id="f"></div>')).toBe(page);
  });
});

describe("the menu's page served with the web build's first-screen module", async () => {
  const dist = distWith(MODULE);
  const env = loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    WEB_DIST: dist,
    DATA_DIR: join(dist, 'data'),
  });
  const app = await buildApp({ env, database: await testDatabase(), serveWeb: true });
  afterAll(() => app.close());

  it("renders the home screen's first screen from the brand's default menu, kits and banners", async () => {
    const res = await app.inject({ method: 'GET', url: '/tabs/cardapio' });
    expect(res.statusCode).toBe(200);
    const kits = (
      await app.inject({ method: 'GET', url: '/api/buscar_kit_delivery?marcaId=4&modalidadeId=DLV' })
    )
      .json()
      .data.map((kit: { nome: string }) => kit.nome);
    const menu = (await app.inject({ method: 'GET', url: '/api/cardapio?marcaId=4&modalidadeId=DLV' })).json()
      .data.cardapio;
    const banners = (await app.inject({ method: 'GET', url: '/api/banners?marcaId=4' })).json().data;
    expect(kits.length).toBeGreaterThan(0);
    expect(res.body).toContain(
      `<div id="${FIRST_SCREEN_COPY_ID}" hidden>${kits.join('|')}|${menu.categorias.length}|${banners.length}</div>` +
        `<template id="${APP_SCRIPTS_ID}">${HEAD_SCRIPTS}</template><script>document.title = "ok";</script></body>`,
    );
    // after the first screen's data, which the parser reads before the copy is painted
    expect(res.body.indexOf(FIRST_SCREEN_COPY_ID)).toBeGreaterThan(res.body.indexOf(FIRST_SCREEN_DATA_ID));
    expect(res.headers['content-security-policy']).toContain(
      `script-src 'self' 'sha256-${sha256('document.title = "ok";')}'`,
    );
  });

  it("keeps the app's scripts in the head of any other address's page, with no frame", async () => {
    const res = await app.inject({ method: 'GET', url: '/tabs/historico' });
    expect(res.body).toContain(HEAD_SCRIPTS);
    expect(res.body).not.toContain(FIRST_SCREEN_COPY_ID);
  });

  it("starts the product's, the bag's, the checkout's and an order's pages with their screen's frame, the scripts left in the head", async () => {
    for (const path of ['/produto', '/sacola', '/finalizar-pedido', '/tabs/detalhes-pedido']) {
      const res = await app.inject({ method: 'GET', url: `${path}?origem=link` });
      expect(res.body).toContain(`<body><div id="${FIRST_SCREEN_COPY_ID}">${path}</div><div id="root">`);
      expect(res.body).toContain(`${HEAD_SCRIPTS}<link rel="stylesheet"`);
      expect(res.body).not.toContain(APP_SCRIPTS_ID);
    }
  });

  it('does not serve the module', async () => {
    const res = await app.inject({ method: 'GET', url: `/${FIRST_SCREEN_RENDERER_FILE}` });
    expect(res.body).not.toContain('export function render');
  });
});
