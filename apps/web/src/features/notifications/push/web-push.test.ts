import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeStored } from '../../../testing/stored.ts';
import { ORDER_PUSH_ERRORS } from './push-messages.ts';
import { fakePushBrowser, keyAnswer, registeredAnswer, SERVER_KEY } from './testing/fake-push-browser.ts';
import { urlBase64ToUint8Array } from './url-base64.ts';
import {
  enableOrderPush,
  OrderPushError,
  readOrderPushState,
  resendOrderPush,
  unlinkOrderPush,
} from './web-push.ts';

const native = vi.hoisted(() => ({ value: false }));
vi.mock('@capacitor/core', () => ({ Capacitor: { isNativePlatform: () => native.value } }));

const user = { jwt: 'jwt-ana', id_externo: 'c1', nome: 'Ana' };
let browser: ReturnType<typeof fakePushBrowser> | undefined;

beforeEach(() => {
  native.value = false;
  writeStored('usuario', user);
});
afterEach(() => {
  browser?.restore();
  browser = undefined;
});

/** The subscription the POST dispositivo at `index` carried. */
function sentSubscription(index: number): { endpoint: string } {
  const body = browser?.requests[index]?.body as { token: string } | undefined;
  return JSON.parse(body?.token ?? 'null');
}

async function failureOf(promise: Promise<unknown>): Promise<OrderPushError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(OrderPushError);
  return error as OrderPushError;
}

describe('readOrderPushState', () => {
  it('is unsupported without service workers or the Push API', async () => {
    expect(await readOrderPushState()).toBe('unsupported');
  });

  it('is native in the Capacitor app, without registering any worker', async () => {
    browser = fakePushBrowser();
    native.value = true;
    expect(await readOrderPushState()).toBe('native');
    expect(browser.log).toEqual([]);
  });

  it('is blocked when the browser denies notifications', async () => {
    browser = fakePushBrowser({ permission: 'denied' });
    expect(await readOrderPushState()).toBe('blocked');
  });

  it('registers /sw.js for the whole app and is inactive until subscribed', async () => {
    browser = fakePushBrowser();
    expect(await readOrderPushState()).toBe('inactive');
    expect(browser.serviceWorker.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
    expect(browser.notification.requestPermission).not.toHaveBeenCalled();
  });

  it('is active with the permission granted and a subscription', async () => {
    browser = fakePushBrowser({ permission: 'granted', existingKey: urlBase64ToUint8Array(SERVER_KEY) });
    expect(await readOrderPushState()).toBe('active');
  });
});

describe('enableOrderPush', () => {
  it('asks first, subscribes with the server key and registers the subscription with the account', async () => {
    browser = fakePushBrowser({ answers: [keyAnswer(), registeredAnswer] });
    expect(await enableOrderPush()).toBe('Dispositivo registrado para notificações.');
    expect(browser.log).toEqual([
      'permission',
      'register',
      'GET /api/dispositivo/chave-publica',
      'subscribe',
      'POST /api/dispositivo',
    ]);
    const [init] = browser.pushManager.subscribe.mock.calls[0] ?? [];
    expect(init?.userVisibleOnly).toBe(true);
    expect(Array.from(init?.applicationServerKey as Uint8Array)).toEqual([
      ...urlBase64ToUint8Array(SERVER_KEY),
    ]);
    const post = browser.requests[1];
    expect(post?.headers.Authorization).toBe('Bearer jwt-ana');
    const body = post?.body as { token: string; plataforma: string };
    expect(body.plataforma).toBe('web');
    expect(JSON.parse(body.token)).toEqual({
      endpoint: browser.subscription()?.endpoint,
      expirationTime: null,
      keys: { p256dh: expect.any(String), auth: expect.any(String) },
    });
  });

  it('stops at a denied permission: blocked, nothing subscribed or sent', async () => {
    browser = fakePushBrowser({ answer: 'denied' });
    const error = await failureOf(enableOrderPush());
    expect(error.state).toBe('blocked');
    expect(error.message).toBe(ORDER_PUSH_ERRORS.blocked);
    expect(browser.log).toEqual(['permission']);
  });

  it('stops at a dismissed prompt with a message to try again', async () => {
    browser = fakePushBrowser({ answer: 'default' });
    const error = await failureOf(enableOrderPush());
    expect(error.state).toBe('inactive');
    expect(error.message).toBe(ORDER_PUSH_ERRORS.dismissed);
    expect(browser.requests).toEqual([]);
  });

  it('tells when the push service refuses the subscription, and sends nothing', async () => {
    browser = fakePushBrowser({ subscribeFails: true, answers: [keyAnswer()] });
    const error = await failureOf(enableOrderPush());
    expect(error.state).toBe('inactive');
    expect(error.message).toBe(ORDER_PUSH_ERRORS.subscribeFailed);
    expect(browser.requests.map((r) => r.method)).toEqual(['GET']);
  });

  it('refuses on a browser without push, without prompting', async () => {
    const error = await failureOf(enableOrderPush());
    expect(error.state).toBe('unsupported');
    expect(error.message).toBe(ORDER_PUSH_ERRORS.unsupported);
  });

  it('replaces a subscription made for another key', async () => {
    const oldKey = urlBase64ToUint8Array(SERVER_KEY).map((byte, i) => (i === 1 ? byte ^ 1 : byte));
    browser = fakePushBrowser({ permission: 'granted', existingKey: oldKey, answers: [keyAnswer()] });
    const old = browser.subscription();
    await enableOrderPush();
    expect(old?.unsubscribe).toHaveBeenCalledOnce();
    expect(browser.subscription()?.endpoint).not.toBe(old?.endpoint);
    expect(sentSubscription(1).endpoint).toBe(browser.subscription()?.endpoint);
  });

  it('keeps a subscription already made for the server key', async () => {
    browser = fakePushBrowser({
      permission: 'granted',
      existingKey: urlBase64ToUint8Array(SERVER_KEY),
      answers: [keyAnswer()],
    });
    const existing = browser.subscription();
    await enableOrderPush();
    expect(browser.pushManager.subscribe).not.toHaveBeenCalled();
    expect(sentSubscription(1).endpoint).toBe(existing?.endpoint);
  });

  it('rejects with the API message when the registration is refused', async () => {
    browser = fakePushBrowser({
      answers: [
        keyAnswer(),
        { status: 400, body: { status: 'error', message: 'O campo token é obrigatório!' } },
      ],
    });
    await expect(enableOrderPush()).rejects.toMatchObject({ message: 'O campo token é obrigatório!' });
  });
});

describe('resendOrderPush', () => {
  it('sends the existing subscription again, never prompting', async () => {
    browser = fakePushBrowser({
      permission: 'granted',
      registered: true,
      existingKey: urlBase64ToUint8Array(SERVER_KEY),
      answers: [keyAnswer()],
    });
    expect(await resendOrderPush()).toBe(true);
    expect(browser.log).toEqual(['GET /api/dispositivo/chave-publica', 'POST /api/dispositivo']);
    expect(browser.requests[1]?.headers.Authorization).toBe('Bearer jwt-ana');
  });

  it('does nothing without the permission, a registered worker or a subscription', async () => {
    browser = fakePushBrowser({ registered: true, existingKey: urlBase64ToUint8Array(SERVER_KEY) });
    expect(await resendOrderPush()).toBe(false);
    browser.restore();
    browser = fakePushBrowser({ permission: 'granted', existingKey: urlBase64ToUint8Array(SERVER_KEY) });
    expect(await resendOrderPush()).toBe(false);
    browser.restore();
    browser = fakePushBrowser({ permission: 'granted', registered: true });
    expect(await resendOrderPush()).toBe(false);
    expect(browser.log).toEqual([]);
    expect(browser.notification.requestPermission).not.toHaveBeenCalled();
  });
});

describe('unlinkOrderPush', () => {
  const ending = { headers: { Authorization: 'Bearer jwt-ana', 'Content-Type': 'application/json' } };

  it('asks the API to unlink this browser’s subscription with the ending session, and unsubscribes it', async () => {
    browser = fakePushBrowser({
      permission: 'granted',
      registered: true,
      existingKey: urlBase64ToUint8Array(SERVER_KEY),
    });
    const subscription = browser.subscription();
    expect(await unlinkOrderPush(ending)).toBe(true);
    expect(browser.log).toEqual(['DELETE /api/dispositivo']);
    expect(browser.requests[0]?.headers.Authorization).toBe('Bearer jwt-ana');
    const token = (browser.requests[0]?.body as { token: string } | undefined)?.token ?? '';
    expect(JSON.parse(token)).toEqual(subscription?.toJSON());
    expect(subscription?.unsubscribe).toHaveBeenCalledOnce();
    expect(browser.subscription()).toBeNull();
  });

  it('still unsubscribes when the API cannot be reached, or without a session to unlink from', async () => {
    browser = fakePushBrowser({
      permission: 'granted',
      registered: true,
      existingKey: urlBase64ToUint8Array(SERVER_KEY),
      answers: [{ status: 401, body: { status: 'error', message: 'Sessão expirada' } }],
    });
    const refused = browser.subscription();
    expect(await unlinkOrderPush(ending)).toBe(true);
    expect(refused?.unsubscribe).toHaveBeenCalledOnce();
    browser.restore();

    browser = fakePushBrowser({
      permission: 'granted',
      registered: true,
      existingKey: urlBase64ToUint8Array(SERVER_KEY),
    });
    const alone = browser.subscription();
    expect(await unlinkOrderPush(null)).toBe(true);
    expect(browser.requests).toEqual([]);
    expect(alone?.unsubscribe).toHaveBeenCalledOnce();
  });

  it('does nothing without a subscription, or in the native app', async () => {
    browser = fakePushBrowser({ permission: 'granted', registered: true });
    expect(await unlinkOrderPush(ending)).toBe(false);
    browser.restore();
    browser = fakePushBrowser({
      permission: 'granted',
      registered: true,
      existingKey: urlBase64ToUint8Array(SERVER_KEY),
    });
    native.value = true;
    expect(await unlinkOrderPush(ending)).toBe(false);
    expect(browser.requests).toEqual([]);
    expect(browser.subscription()?.unsubscribe).not.toHaveBeenCalled();
  });
});
