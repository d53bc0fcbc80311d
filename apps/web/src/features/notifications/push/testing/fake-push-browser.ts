import { vi } from 'vitest';

/** A VAPID public key as the API sends it (base64url of a 65-byte P-256 point). */
export const SERVER_KEY =
  'BGUx2AVTDvIfV9Br656OGkrCIfkwnmxwWu5h5sEGC0SytD-sk0yabcTaaUL6-0Iw8m8McrN9ZSgwaXqVwj6qGF4';

export interface FakeSubscription {
  endpoint: string;
  options: { applicationServerKey: ArrayBuffer | null; userVisibleOnly: boolean };
  toJSON: () => { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } };
  unsubscribe: () => Promise<boolean>;
}

export interface FakePushOptions {
  /** Notification.permission before anything happens. */
  permission?: NotificationPermission;
  /** What the permission prompt answers. */
  answer?: NotificationPermission;
  /** The browser already holds a subscription for this key (bytes). */
  existingKey?: Uint8Array;
  /** The worker is already registered (getRegistration finds it). */
  registered?: boolean;
  subscribeFails?: boolean;
  /** The answers of the API, in order; a 200 envelope when none is left. */
  answers?: { status?: number; body: unknown }[];
}

let next = 0;
function fakeSubscription(key: ArrayBuffer | null, onGone: () => void): FakeSubscription {
  next += 1;
  const endpoint = `https://push.example.test/send/${next}`;
  return {
    endpoint,
    options: { applicationServerKey: key, userVisibleOnly: true },
    toJSON: () => ({
      endpoint,
      expirationTime: null,
      keys: { p256dh: `p256dh-${next}`, auth: `auth-${next}` },
    }),
    unsubscribe: vi.fn(async () => {
      onGone();
      return true;
    }),
  };
}

/**
 * Stands in for the browser parts jsdom lacks — service workers, PushManager, Notification — and for the API:
 * every call lands in `log` in order ('permission', 'register', 'subscribe', 'GET /api/…', 'POST /api/…').
 */
export function fakePushBrowser(options: FakePushOptions = {}) {
  const log: string[] = [];
  const requests: { url: string; method: string; headers: Record<string, string>; body: unknown }[] = [];
  const answers = [...(options.answers ?? [])];
  const notification = {
    permission: options.permission ?? 'default',
    requestPermission: vi.fn(async () => {
      log.push('permission');
      if (notification.permission === 'default') notification.permission = options.answer ?? 'granted';
      return notification.permission;
    }),
  };
  let current: FakeSubscription | null = null;
  const gone = () => {
    current = null;
  };
  if (options.existingKey) current = fakeSubscription(options.existingKey.slice().buffer, gone);
  const pushManager = {
    getSubscription: vi.fn(async () => current),
    subscribe: vi.fn(async (init: PushSubscriptionOptionsInit) => {
      log.push('subscribe');
      if (options.subscribeFails)
        throw new DOMException('Registration failed - push service error', 'AbortError');
      const key = init.applicationServerKey as Uint8Array;
      current = fakeSubscription(key.slice().buffer, gone);
      return current;
    }),
  };
  let registered = options.registered ?? false;
  const registration = { scope: 'http://localhost:3000/', pushManager };
  const serviceWorker = {
    register: vi.fn(async (_url: string, _options?: RegistrationOptions) => {
      log.push('register');
      registered = true;
      return registration;
    }),
    getRegistration: vi.fn(async () => (registered ? registration : undefined)),
    get ready() {
      return Promise.resolve(registration);
    },
  };
  Object.defineProperty(navigator, 'serviceWorker', { value: serviceWorker, configurable: true });
  vi.stubGlobal('PushManager', class {});
  vi.stubGlobal('Notification', notification);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const method = init.method ?? 'GET';
      log.push(`${method} ${url}`);
      requests.push({
        url,
        method,
        headers: init.headers as Record<string, string>,
        body: init.body ? JSON.parse(String(init.body)) : undefined,
      });
      const answer = answers.shift() ?? { body: { status: 'success', data: null } };
      return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200 });
    }),
  );
  return {
    log,
    requests,
    notification,
    pushManager,
    serviceWorker,
    subscription: () => current,
    /** Undoes the stubs: `vi.unstubAllGlobals()` does not reach navigator's own property. */
    restore: () => {
      Reflect.deleteProperty(navigator, 'serviceWorker');
      vi.unstubAllGlobals();
    },
  };
}

/** The API's answer to GET dispositivo/chave-publica. */
export const keyAnswer = (key = SERVER_KEY) => ({
  body: { status: 'success', data: { chave_publica: key } },
});

/** The API's answer to POST dispositivo. */
export const registeredAnswer = {
  body: { status: 'success', message: 'Dispositivo registrado para notificações.' },
};
