/// <reference lib="webworker" />
/*
 * What the app keeps for offline use (docs/web.md, "Offline e instalação"):
 * - the shell (every JS, CSS and the built index.html) precached at install, replaced as a whole by the next version;
 * - pages: network first (the server's page carries the menu's first screen and the CSRF cookie), the last copy or
 *   the precached shell when there is no network;
 * - the catalogue's public answers (menu, banners, kits, suggestions, stores, restaurants): network first, the last
 *   answer offline — never anything personal, and never a POST: an order or a payment is never queued;
 * - pictures: from the cache once seen, for a month.
 * On its first visit the page hands over what it loaded before the worker ran (workbox's CACHE_URLS message), so
 * the menu seen then is there offline.
 */
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import {
  cleanupOutdatedCaches,
  matchPrecache,
  type PrecacheEntry,
  precacheAndRoute,
} from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { CATALOGUE_PATHS, PICTURE_PATHS } from '../lib/offline-catalogue.ts';

declare const self: ServiceWorkerGlobalScope;

export const CACHE_NAMES = { pages: 'paginas', catalogue: 'catalogo', pictures: 'imagens' } as const;
/** Seconds the network has before the kept copy answers (a slow connection still gets the page). */
const NETWORK_TIMEOUT_SECONDS = 4;
const SHELL = '/index.html';

const isBoard = (url: URL) => url.pathname.startsWith('/operador');

export function keepForOffline(manifest: (string | PrecacheEntry)[]): void {
  precacheAndRoute(manifest);
  cleanupOutdatedCaches();

  registerRoute(
    ({ request, url }) => request.mode === 'navigate' && url.origin === self.location.origin && !isBoard(url),
    new NetworkFirst({
      cacheName: CACHE_NAMES.pages,
      networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
      plugins: [
        new CacheableResponsePlugin({ statuses: [200] }),
        new ExpirationPlugin({ maxEntries: 20, maxAgeSeconds: 7 * 24 * 3600 }),
      ],
    }),
  );

  registerRoute(
    ({ request, url }) =>
      request.method === 'GET' && url.origin === self.location.origin && CATALOGUE_PATHS.test(url.pathname),
    new NetworkFirst({
      cacheName: CACHE_NAMES.catalogue,
      networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
      plugins: [
        new CacheableResponsePlugin({ statuses: [200] }),
        new ExpirationPlugin({ maxEntries: 80, maxAgeSeconds: 7 * 24 * 3600 }),
      ],
    }),
  );

  registerRoute(
    ({ request, url }) =>
      request.method === 'GET' && url.origin === self.location.origin && PICTURE_PATHS.test(url.pathname),
    new CacheFirst({
      cacheName: CACHE_NAMES.pictures,
      plugins: [
        new CacheableResponsePlugin({ statuses: [200] }),
        new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 30 * 24 * 3600, purgeOnQuotaError: true }),
      ],
    }),
  );

  // a page never seen before, offline: the app's shell, which shows the menu kept from the last visit
  setCatchHandler(async ({ request }) => {
    if (request.mode === 'navigate') return (await matchPrecache(SHELL)) ?? Response.error();
    return Response.error();
  });
}

/**
 * A new version waits until the customer accepts it (the app's update prompt posts SKIP_WAITING): the open pages
 * keep the files they started with. The first version takes the open pages over at once.
 */
export function updateOnRequest(): void {
  self.addEventListener('message', (event) => {
    if (event.data?.type === 'SKIP_WAITING') void self.skipWaiting();
  });
  self.addEventListener('activate', (event) => {
    // a page's request starts while the worker boots; NetworkFirst answers with it (workbox reads preloadResponse)
    const preload = self.registration.navigationPreload?.enable();
    event.waitUntil(Promise.all([self.clients.claim(), preload]));
  });
}
