import { afterEach, describe, expect, it, vi } from 'vitest';
import { updateOnRequest } from './offline.ts';
import { handlePush } from './push.ts';

// the worker's push and life-cycle handlers, run against a fake `self`
const ORIGIN = 'https://hanami.example';

interface FakeWindow {
  url: string;
  focus: ReturnType<typeof vi.fn>;
  navigate: ReturnType<typeof vi.fn>;
}

function fakeWindow(path: string, { navigateFails = false } = {}): FakeWindow {
  const client: FakeWindow = {
    url: `${ORIGIN}${path}`,
    focus: vi.fn(async () => client),
    navigate: vi.fn(async (url: string) => {
      if (navigateFails) throw new TypeError('not controlled');
      client.url = url;
      return client;
    }),
  };
  return client;
}

function loadWorker(windows: FakeWindow[] = []) {
  type Listener = (event: Record<string, unknown>) => void;
  const listeners = new Map<string, Listener>();
  const self = {
    location: new URL(`${ORIGIN}/sw.js`),
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
    skipWaiting: vi.fn(async () => undefined),
    registration: {
      navigationPreload: { enable: vi.fn(async () => undefined) },
      showNotification: vi.fn(async (_title: string, _options: NotificationOptions) => undefined),
    },
    clients: {
      claim: vi.fn(async () => undefined),
      matchAll: vi.fn(async () => windows),
      openWindow: vi.fn(async (_url: string) => null),
    },
  };
  vi.stubGlobal('self', self);
  handlePush();
  updateOnRequest();
  /** Fires `type` like the browser does and waits for what the handler passed to waitUntil. */
  const dispatch = async (type: string, event: Record<string, unknown> = {}) => {
    const waits: Promise<unknown>[] = [];
    listeners.get(type)?.({ ...event, waitUntil: (promise: Promise<unknown>) => waits.push(promise) });
    await Promise.all(waits);
  };
  const push = (payload: string | null) =>
    dispatch('push', { data: payload === null ? null : { json: () => JSON.parse(payload) } });
  const click = (data: unknown) => {
    const notification = { data, close: vi.fn() };
    return { notification, done: dispatch('notificationclick', { notification }) };
  };
  return { self, dispatch, push, click };
}

const ORDER = {
  title: 'Pedido #12: Em preparo',
  body: 'Seu pedido está sendo preparado.',
  url: '/tabs/detalhes-pedido?pedidoId=12',
  tag: 'pedido-12',
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('sw.js push', () => {
  it('shows the order notification the API sent', async () => {
    const worker = loadWorker();
    await worker.push(JSON.stringify(ORDER));
    expect(worker.self.registration.showNotification).toHaveBeenCalledWith('Pedido #12: Em preparo', {
      body: 'Seu pedido está sendo preparado.',
      icon: '/img/brand/icon-192.png',
      lang: 'pt-BR',
      data: { url: '/tabs/detalhes-pedido?pedidoId=12' },
      tag: 'pedido-12',
      renotify: true,
    });
  });

  it('still shows a notice, leading to the notifications page, for a payload it cannot read', async () => {
    for (const payload of ['not json', null, '{"title":""}']) {
      const worker = loadWorker();
      await worker.push(payload);
      const [title, options] = worker.self.registration.showNotification.mock.calls[0] ?? [];
      expect(title).toBe('Hanami Sushi');
      expect(options).toMatchObject({
        body: 'Você tem uma nova notificação.',
        data: { url: '/tabs/notificacoes' },
      });
      expect(options).not.toHaveProperty('tag');
    }
  });
});

describe('sw.js notificationclick', () => {
  it('closes the notification and takes the open app window to the order', async () => {
    const open = fakeWindow('/tabs/cardapio');
    const worker = loadWorker([open]);
    const { notification, done } = worker.click({ url: ORDER.url });
    await done;
    expect(notification.close).toHaveBeenCalled();
    expect(open.focus).toHaveBeenCalled();
    expect(open.navigate).toHaveBeenCalledWith(`${ORIGIN}${ORDER.url}`);
    expect(worker.self.clients.openWindow).not.toHaveBeenCalled();
  });

  it('only focuses a window already showing the order', async () => {
    const other = fakeWindow('/tabs/cardapio');
    const showing = fakeWindow(ORDER.url);
    const worker = loadWorker([other, showing]);
    await worker.click({ url: ORDER.url }).done;
    expect(showing.focus).toHaveBeenCalled();
    expect(showing.navigate).not.toHaveBeenCalled();
    expect(other.focus).not.toHaveBeenCalled();
  });

  it('opens a new window when no app window is open, never taking over the store team’s board', async () => {
    const board = fakeWindow('/operador');
    const worker = loadWorker([board]);
    await worker.click({ url: ORDER.url }).done;
    expect(board.focus).not.toHaveBeenCalled();
    expect(worker.self.clients.openWindow).toHaveBeenCalledWith(`${ORIGIN}${ORDER.url}`);
  });

  it('opens a new window when the open one cannot be navigated', async () => {
    const open = fakeWindow('/tabs/cardapio', { navigateFails: true });
    const worker = loadWorker([open]);
    await worker.click({ url: ORDER.url }).done;
    expect(worker.self.clients.openWindow).toHaveBeenCalledWith(`${ORIGIN}${ORDER.url}`);
  });

  it('opens only addresses of the app: anything else leads to the notifications page', async () => {
    for (const url of ['https://elsewhere.example/phish', 'javascript:alert(1)', undefined]) {
      const worker = loadWorker();
      await worker.click(url === undefined ? undefined : { url }).done;
      expect(worker.self.clients.openWindow).toHaveBeenCalledWith(`${ORIGIN}/tabs/notificacoes`);
    }
  });
});

describe('sw.js life cycle', () => {
  it('waits for the update prompt: SKIP_WAITING activates it, and it takes the open pages over', async () => {
    const worker = loadWorker();
    await worker.dispatch('message', { data: { type: 'PING' } });
    expect(worker.self.skipWaiting).not.toHaveBeenCalled();
    await worker.dispatch('message', { data: { type: 'SKIP_WAITING' } });
    expect(worker.self.skipWaiting).toHaveBeenCalledOnce();
    await worker.dispatch('activate');
    expect(worker.self.clients.claim).toHaveBeenCalled();
    expect(worker.self.registration.navigationPreload.enable).toHaveBeenCalled();
  });
});
