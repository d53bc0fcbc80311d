import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  CHECKOUT_SCREEN_PATHS,
  CHECKOUT_SCREENS_META,
  CLUB_SCREEN_PATHS,
  CLUB_SCREENS_META,
  FIRST_SCREEN_RENDERER_FILE,
  type FramedScreenPath,
  ORDER_DETAILS_SCREEN_PATHS,
  ORDER_DETAILS_SCREENS_META,
  ORDER_SCREEN_PATHS,
  ORDER_SCREENS_META,
} from '@comanda/contract';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { issueCsrfCookie } from './csrf.ts';
import { NOT_FOUND } from './errors.ts';
import { withScreenFrame } from './first-screen-renderer.ts';
import type { JsonBody } from './json-cache.ts';
import { type MapTiles, withMapTiles } from './map-tiles.ts';
import { withScreensPreload } from './screens-preload.ts';

/** The build's folder of modules the server runs (ssr/…), never sent. */
const SERVER_ONLY_DIR = FIRST_SCREEN_RENDERER_FILE.split('/')[0];

/**
 * Serves the built web app: hashed assets cached for a year, everything else revalidated, the store team's board
 * (operador.html, a page of its own) at /operador, the brand's back office (gestao.html) at /gestao, and the SPA's index.html for any other GET that wants HTML
 * (with the lazy screens' files asked for beside it: screens-preload.ts).
 * Unknown /api paths answer a JSON 404.
 */
export async function registerWebApp(
  app: FastifyInstance,
  webDist: string | null,
  options: {
    secureCookie: boolean;
    mapTiles: MapTiles;
    /** The home screen's page, built around index.html with its first screen inside (menu/first-screen.ts). */
    firstScreen?: { paths: readonly string[]; page: (indexHtml: Buffer) => () => Promise<JsonBody> };
    /** The frame of the product's, the bag's, the checkout's and the order's screens, sent in their pages. */
    screenFrame?: (path: FramedScreenPath) => string;
  },
): Promise<void> {
  const indexFile = webDist ? join(webDist, 'index.html') : null;
  const hasWeb = indexFile !== null && existsSync(indexFile);
  if (webDist && hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      preCompressed: true,
      index: false,
      // the server's own module of the first screen (FIRST_SCREEN_RENDERER_FILE) is not part of the site
      allowedPath: (path) => !path.startsWith(`/${SERVER_ONLY_DIR}/`),
      setHeaders: (reply, path) => {
        reply.header(
          'cache-control',
          path.includes('/assets/')
            ? 'public, max-age=31536000, immutable'
            : 'public, max-age=0, must-revalidate',
        );
      },
    });
  }
  const indexHtml = indexFile && hasWeb ? withMapTiles(readFileSync(indexFile), options.mapTiles) : null;
  // any other address of the app: its screen is in the lazy screens' chunks, asked for with the page; the product's
  // and the bag's, an order's and the checkout's with the files of their own chunks alone (ADR 0140, ADR 0177), and
  // the screen's frame at the start of the body
  const deepLinkHtml = indexHtml && withScreensPreload(indexHtml);
  const screenPages = new Map<string, Buffer>();
  const framed: [readonly FramedScreenPath[], string][] = [
    [ORDER_SCREEN_PATHS, ORDER_SCREENS_META],
    [ORDER_DETAILS_SCREEN_PATHS, ORDER_DETAILS_SCREENS_META],
    [CHECKOUT_SCREEN_PATHS, CHECKOUT_SCREENS_META],
  ];
  if (indexHtml && deepLinkHtml)
    for (const [paths, meta] of framed) {
      const own = withScreensPreload(indexHtml, meta);
      // a build that does not name these files apart: every lazy screen, as for any other address
      const base = own !== indexHtml ? own : deepLinkHtml;
      for (const path of paths) {
        const frame = options.screenFrame?.(path);
        screenPages.set(path, frame ? withScreenFrame(base, frame) : base);
      }
    }
  // the club's home is a chunk of its own: its files, not every lazy screen's
  const clubHtml = indexHtml && withScreensPreload(indexHtml, CLUB_SCREENS_META);
  if (clubHtml && clubHtml !== indexHtml)
    for (const path of CLUB_SCREEN_PATHS) screenPages.set(path, clubHtml);
  const sendPage = (request: FastifyRequest, reply: FastifyReply, html: Buffer) => {
    issueCsrfCookie(request, reply, options.secureCookie);
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
  };
  if (indexHtml && options.firstScreen) {
    const firstScreen = options.firstScreen.page(indexHtml);
    for (const url of options.firstScreen.paths)
      app.get(url, { schema: { hide: true } }, async (request, reply) => {
        // without its data (a database hiccup) the page is still the app, which then asks for the menu itself
        const page = await firstScreen().catch((error: unknown) => {
          request.log.warn({ err: error }, 'first screen not built');
          return null;
        });
        if (!page) return sendPage(request, reply, indexHtml);
        issueCsrfCookie(request, reply, options.secureCookie);
        return page.send(request, reply.header('cache-control', 'no-cache'));
      });
  } else if (indexHtml)
    app.get('/', { schema: { hide: true } }, (request, reply) => sendPage(request, reply, indexHtml));
  // the staff pages: the store team's board and the brand's back office, each a page of its own
  for (const page of ['operador', 'gestao']) {
    const file = webDist && hasWeb ? join(webDist, `${page}.html`) : null;
    if (!file || !existsSync(file)) continue;
    // the back office draws the stores' delivery areas on the same tiles as the customer app
    const html = withMapTiles(readFileSync(file), options.mapTiles);
    for (const url of [`/${page}`, `/${page}/`])
      app.get(url, { schema: { hide: true } }, (request, reply) => sendPage(request, reply, html));
  }
  app.setNotFoundHandler((request, reply) => {
    if (request.method === 'GET' && !request.url.startsWith('/api') && deepLinkHtml !== null) {
      const path = request.url.split('?')[0]!.replace(/\/+$/, '');
      return sendPage(request, reply, screenPages.get(path) ?? deepLinkHtml);
    }
    return reply.status(404).send({ status: 'error', code: 'not_found', message: NOT_FOUND });
  });
}
