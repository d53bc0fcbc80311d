/*
 * Service worker of the customer app, served as /sw.js with scope '/'.
 *
 * It does one thing: Web Push for order updates (docs/web.md, "Push de pedidos").
 * - `push`: shows the notification the API sent ({ title, body, url, tag }). Chrome counts a push that shows
 *   nothing against the site, so a payload that cannot be read still shows a generic notice.
 * - `notificationclick`: closes it and opens `url` (the order's details) in a window of the app — the one already
 *   open if there is one (never the store team's /operador board), a new window otherwise. Only URLs of this
 *   origin are opened.
 *
 * No `fetch` handler on purpose: nothing is cached and every request goes to the network as without a worker.
 * Plain JavaScript, not bundled: it is copied from apps/web/public to the root of the build as it is.
 */

const FALLBACK = {
  title: 'Hanami Sushi',
  body: 'Você tem uma nova notificação.',
  url: '/tabs/notificacoes',
};
const ICON = '/img/brand/icon.svg';

/** The message of a push: the API's JSON, with the fallback for any field that is missing or not text. */
function messageOf(data) {
  let payload = {};
  try {
    payload = data ? data.json() : {};
  } catch {
    payload = {};
  }
  const text = (value, fallback) => (typeof value === 'string' && value.trim() !== '' ? value : fallback);
  const message = {
    title: text(payload?.title, FALLBACK.title),
    body: text(payload?.body, FALLBACK.body),
    url: text(payload?.url, FALLBACK.url),
  };
  if (typeof payload?.tag === 'string' && payload.tag !== '') message.tag = payload.tag;
  return message;
}

/** `url` as an absolute URL of this app, or the notifications page when it points anywhere else. */
function sameOriginUrl(url) {
  const origin = self.location.origin;
  try {
    const resolved = new URL(url, origin);
    if (resolved.origin === origin) return resolved.href;
  } catch {
    // not a URL: fall through
  }
  return new URL(FALLBACK.url, origin).href;
}

self.addEventListener('install', () => {
  self.skipWaiting();
});

// Takes the open pages over at once, so a notification tapped before any reload can navigate them.
self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

self.addEventListener('push', (event) => {
  const message = messageOf(event.data);
  const options = {
    body: message.body,
    icon: ICON,
    lang: 'pt-BR',
    data: { url: message.url },
  };
  // The same tag replaces the earlier notice of the same order instead of stacking; renotify still alerts.
  if (message.tag) Object.assign(options, { tag: message.tag, renotify: true });
  event.waitUntil(self.registration.showNotification(message.title, options));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = sameOriginUrl(event.notification.data?.url ?? FALLBACK.url);
  event.waitUntil(openApp(url));
});

/** A window of the customer app: the store team's board (/operador) shares the origin but is never taken over. */
function isCustomerWindow(client) {
  return !new URL(client.url).pathname.startsWith('/operador');
}

async function openApp(url) {
  const windows = (await self.clients.matchAll({ type: 'window', includeUncontrolled: true })).filter(
    isCustomerWindow,
  );
  const open = windows.find((client) => client.url === url) ?? windows[0];
  if (!open) return self.clients.openWindow(url);
  const focused = await open.focus();
  if (open.url === url) return focused;
  try {
    // navigate() works only on a page this worker controls; claim() makes that the case for pages already open.
    return await focused.navigate(url);
  } catch {
    return self.clients.openWindow(url);
  }
}
