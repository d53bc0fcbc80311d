/// <reference lib="webworker" />
/*
 * Web Push for order updates (docs/web.md, "Push de pedidos").
 * - `push`: shows the notification the API sent ({ title, body, url, tag }). Chrome counts a push that shows
 *   nothing against the site, so a payload that cannot be read still shows a generic notice.
 * - `notificationclick`: closes it and opens `url` (the order's details) in a window of the app — the one already
 *   open if there is one (never the store team's /operador board), a new window otherwise. Only URLs of this
 *   origin are opened.
 */
declare const self: ServiceWorkerGlobalScope;

const FALLBACK = {
  title: 'Hanami Sushi',
  body: 'Você tem uma nova notificação.',
  url: '/tabs/notificacoes',
};
const ICON = '/img/brand/icon-192.png';

interface PushMessage {
  title: string;
  body: string;
  url: string;
  tag?: string;
}

/** The message of a push: the API's JSON, with the fallback for any field that is missing or not text. */
export function messageOf(data: { json(): unknown } | null): PushMessage {
  let payload: Record<string, unknown> = {};
  try {
    const parsed = data ? data.json() : {};
    if (parsed && typeof parsed === 'object') payload = parsed as Record<string, unknown>;
  } catch {
    payload = {};
  }
  const text = (value: unknown, fallback: string) =>
    typeof value === 'string' && value.trim() !== '' ? value : fallback;
  const message: PushMessage = {
    title: text(payload.title, FALLBACK.title),
    body: text(payload.body, FALLBACK.body),
    url: text(payload.url, FALLBACK.url),
  };
  if (typeof payload.tag === 'string' && payload.tag !== '') message.tag = payload.tag;
  return message;
}

/** `url` as an absolute URL of this app, or the notifications page when it points anywhere else. */
export function sameOriginUrl(url: string, origin: string): string {
  try {
    const resolved = new URL(url, origin);
    if (resolved.origin === origin) return resolved.href;
  } catch {
    // not a URL: fall through
  }
  return new URL(FALLBACK.url, origin).href;
}

/** A window of the customer app: the store team's board (/operador) shares the origin but is never taken over. */
function isCustomerWindow(client: WindowClient): boolean {
  return !new URL(client.url).pathname.startsWith('/operador');
}

async function openApp(url: string): Promise<WindowClient | null> {
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

export function handlePush(): void {
  self.addEventListener('push', (event) => {
    const message = messageOf(event.data);
    const options: NotificationOptions & { renotify?: boolean } = {
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
    const url = sameOriginUrl(event.notification.data?.url ?? FALLBACK.url, self.location.origin);
    event.waitUntil(openApp(url));
  });
}
