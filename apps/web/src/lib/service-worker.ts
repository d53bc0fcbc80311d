import { offlineUrls } from './offline-catalogue.ts';

/**
 * The customer app's service worker (src/sw/sw.ts, served as /sw.js): registered once the first screen is up, and
 * the waiting new version handed to the update prompt. Accepting it activates the new worker, and the page reloads
 * once it controls the page, so every file comes from the same version.
 */
export const WORKER_URL = '/sw.js';
export const WORKER_OPTIONS: RegistrationOptions = { scope: '/' };

type WaitingListener = (worker: ServiceWorker) => void;

/** Registers the worker; `onWaiting` hears of a new version installed beside the running one. */
export async function registerServiceWorker(
  onWaiting: WaitingListener,
): Promise<ServiceWorkerRegistration | null> {
  if (!('serviceWorker' in navigator)) return null;
  const firstVisit = navigator.serviceWorker.controller === null;
  let registration: ServiceWorkerRegistration;
  try {
    registration = await navigator.serviceWorker.register(WORKER_URL, WORKER_OPTIONS);
  } catch {
    // blocked (private mode, a browser setting): the app works as without a worker
    return null;
  }
  // a worker waiting while another one controls the page is a new version; without a controller it is the first one
  const announce = (worker: ServiceWorker | null) => {
    if (worker && navigator.serviceWorker.controller) onWaiting(worker);
  };
  announce(registration.waiting);
  if (firstVisit) void navigator.serviceWorker.ready.then(handOverLoaded);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed') announce(installing);
    });
  });
  return registration;
}

/** What the page loaded before its first worker ran, handed to it to keep for offline use (CACHE_URLS). */
function handOverLoaded(registration: ServiceWorkerRegistration): void {
  const loaded = performance.getEntriesByType('resource').map((entry) => entry.name);
  const urlsToCache = offlineUrls(loaded, window.location.origin);
  if (urlsToCache.length > 0)
    registration.active?.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache } });
}

/** Activates the waiting version and reloads the page once it has taken over. */
export function acceptUpdate(
  worker: ServiceWorker,
  reload: () => void = () => window.location.reload(),
): void {
  let reloaded = false;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (reloaded) return;
    reloaded = true;
    reload();
  });
  worker.postMessage({ type: 'SKIP_WAITING' });
}
