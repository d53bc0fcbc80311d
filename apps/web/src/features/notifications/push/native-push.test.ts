import type { PermissionState } from '@capacitor/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeStored } from '../../../testing/stored.ts';
import { logout } from '../../auth/index.ts';
import { NATIVE_PUSH_FALLBACK_PAGE, pageOfPush, startNativePush } from './native-push.ts';
import { syncOrderPushOnLogin } from './push-on-login.ts';
import { onPushPageOpened } from './push-tap.ts';
import { fakePushBrowser } from './testing/fake-push-browser.ts';

// No native runtime here: the Capacitor app is stood in for by the platform answers and a fake of the plugin module
// that behaves as the plugin documents it (register() hands the token to the 'registration' listeners).
vi.mock('@capacitor/core', () => ({
  Capacitor: { isNativePlatform: () => true, getPlatform: () => 'android' },
}));

const plugin = vi.hoisted(() => {
  type Listener = (event: unknown) => void;
  const state = {
    listeners: new Map<string, Listener[]>(),
    permission: 'prompt' as PermissionState,
    /** What the system prompt answers. */
    answer: 'granted' as PermissionState,
    tokens: [] as string[],
    calls: [] as string[],
    fire(event: string, payload: unknown) {
      for (const listener of state.listeners.get(event) ?? []) listener(payload);
    },
  };
  const PushNotifications = {
    addListener: async (event: string, listener: Listener) => {
      state.listeners.set(event, [...(state.listeners.get(event) ?? []), listener]);
      return { remove: async () => undefined };
    },
    checkPermissions: async () => ({ receive: state.permission }),
    requestPermissions: async () => {
      state.calls.push('requestPermissions');
      state.permission = state.answer;
      return { receive: state.permission };
    },
    register: async () => {
      state.calls.push('register');
      const token = state.tokens.shift() ?? 'fcm-token';
      queueMicrotask(() => state.fire('registration', { value: token }));
    },
    unregister: async () => {
      state.calls.push('unregister');
    },
  };
  return { state, PushNotifications };
});
vi.mock('@capacitor/push-notifications', () => ({ PushNotifications: plugin.PushNotifications }));

let browser: ReturnType<typeof fakePushBrowser>;
beforeEach(() => {
  // only its stand-in for the API is used: the native app has no Web Push
  browser = fakePushBrowser();
  plugin.state.listeners.clear();
  plugin.state.calls.length = 0;
  plugin.state.permission = 'prompt';
  plugin.state.answer = 'granted';
  plugin.state.tokens = [];
});
afterEach(() => browser.restore());

const tap = (data: unknown) =>
  plugin.state.fire('pushNotificationActionPerformed', {
    actionId: 'tap',
    notification: { id: '1', data },
  });

describe('native order push, through the app’s login and logout', () => {
  it('asks at start, registers the token with each account, opens the order on a tap and unlinks at logout', async () => {
    const openPage = vi.fn();
    const stopOpening = onPushPageOpened(openPage);
    plugin.state.tokens = ['fcm-ana', 'fcm-bia'];
    syncOrderPushOnLogin();
    await vi.waitFor(() => expect(plugin.state.calls).toEqual(['requestPermissions']));
    // a visitor's device is not registered
    expect(browser.requests).toEqual([]);

    writeStored('usuario', { jwt: 'jwt-ana', id_externo: 'c1', nome: 'Ana', refresh_token: 'rt-ana' });
    await vi.waitFor(() => expect(browser.log).toEqual(['POST /api/dispositivo']));
    expect(browser.requests[0]?.headers.Authorization).toBe('Bearer jwt-ana');
    expect(browser.requests[0]?.body).toEqual({ token: 'fcm-ana', plataforma: 'android' });

    // the tap opens the order inside the running app: the shell's tap host navigates (push-tap.test.tsx)
    tap({ url: '/tabs/detalhes-pedido?pedidoId=42' });
    expect(openPage).toHaveBeenCalledWith('/tabs/detalhes-pedido?pedidoId=42');
    tap({ url: 'https://elsewhere.example/phish' });
    expect(openPage).toHaveBeenLastCalledWith('/tabs/notificacoes');
    stopOpening();

    logout();
    await vi.waitFor(() => expect(plugin.state.calls).toContain('unregister'));
    const unlink = browser.requests.find((r) => r.method === 'DELETE');
    expect(unlink?.url).toBe('/api/dispositivo');
    expect(unlink?.headers.Authorization).toBe('Bearer jwt-ana');
    expect(unlink?.body).toEqual({ token: 'fcm-ana' });

    // the next account registers the device again, with its own session
    writeStored('usuario', { jwt: 'jwt-bia', id_externo: 'c2', nome: 'Bia' });
    await vi.waitFor(() =>
      expect(
        browser.requests.filter((r) => r.method === 'POST' && r.url === '/api/dispositivo'),
      ).toHaveLength(2),
    );
    const again = browser.requests.at(-1);
    expect(again?.headers.Authorization).toBe('Bearer jwt-bia');
    expect(again?.body).toEqual({ token: 'fcm-bia', plataforma: 'android' });
    expect(plugin.state.calls).toEqual(['requestPermissions', 'register', 'unregister', 'register']);
  });
});

describe('startNativePush', () => {
  it('does not ask again once the system has an answer, and registers nothing when notifications are denied', async () => {
    plugin.state.permission = 'denied';
    const push = await startNativePush({ platform: 'ios', openPage: vi.fn() });
    expect(await push.resend()).toBe(false);
    expect(plugin.state.calls).toEqual([]);
    expect(browser.requests).toEqual([]);
    // nothing registered: nothing to unlink
    expect(await push.unlink({ headers: {} })).toBe(false);
    expect(plugin.state.calls).toEqual([]);
  });

  it('sends the token as a visitor’s when nobody is logged in, and unregisters without a session to unlink from', async () => {
    plugin.state.permission = 'granted';
    const push = await startNativePush({ platform: 'ios', openPage: vi.fn() });
    expect(await push.resend()).toBe(true);
    await vi.waitFor(() => expect(browser.requests).toHaveLength(1));
    expect(browser.requests[0]?.headers.Authorization).toBeUndefined();
    expect(browser.requests[0]?.body).toEqual({ token: 'fcm-token', plataforma: 'ios' });
    expect(await push.unlink(null)).toBe(true);
    expect(plugin.state.calls).toEqual(['register', 'unregister']);
    expect(browser.requests).toHaveLength(1);
  });

  it('unregisters even when the API refuses the unlink', async () => {
    plugin.state.permission = 'granted';
    const push = await startNativePush({ platform: 'android', openPage: vi.fn() });
    await push.resend();
    await vi.waitFor(() => expect(browser.requests).toHaveLength(1));
    browser.restore();
    browser = fakePushBrowser({ answers: [{ status: 500, body: { status: 'error' } }] });
    expect(await push.unlink({ headers: { Authorization: 'Bearer x' } })).toBe(true);
    expect(browser.log).toEqual(['DELETE /api/dispositivo']);
    expect(plugin.state.calls).toEqual(['register', 'unregister']);
  });
});

describe('pageOfPush', () => {
  it('opens the path the push names, and the notifications page for anything else', () => {
    expect(pageOfPush({ url: '/tabs/detalhes-pedido?pedidoId=7' })).toBe('/tabs/detalhes-pedido?pedidoId=7');
    for (const data of [
      undefined,
      null,
      {},
      { url: 42 },
      { url: 'https://example.com/tabs/detalhes-pedido?pedidoId=7' },
      { url: '//example.com/x' },
      { url: '/\\example.com' },
      { url: 'javascript:alert(1)' },
      { url: 'tabs/detalhes-pedido' },
    ])
      expect(pageOfPush(data)).toBe(NATIVE_PUSH_FALLBACK_PAGE);
  });
});
