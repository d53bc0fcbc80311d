import { afterEach, expect, it, vi } from 'vitest';
import { readStored, removeStored, writeStored } from '../../../testing/stored.ts';
import { logout } from '../../auth/index.ts';
import { syncOrderPushOnLogin } from './push-on-login.ts';
import { fakePushBrowser, keyAnswer, SERVER_KEY } from './testing/fake-push-browser.ts';
import { urlBase64ToUint8Array } from './url-base64.ts';

// In the browser the native push plugin is never touched: every use of it is recorded.
const plugin = vi.hoisted(() => ({ used: [] as string[] }));
vi.mock('@capacitor/push-notifications', () => ({
  PushNotifications: new Proxy(
    {},
    {
      get: (_target, name) => {
        plugin.used.push(String(name));
        return () => Promise.resolve({});
      },
    },
  ),
}));

let browser: ReturnType<typeof fakePushBrowser> | undefined;
afterEach(() => browser?.restore());

const posts = () =>
  browser?.requests.filter((r) => r.method === 'POST' && r.url === '/api/dispositivo') ?? [];

it('links this browser’s subscription to whoever logs in, once per account', async () => {
  browser = fakePushBrowser({
    permission: 'granted',
    registered: true,
    existingKey: urlBase64ToUint8Array(SERVER_KEY),
    answers: [keyAnswer(), { body: { status: 'success' } }, keyAnswer()],
  });
  syncOrderPushOnLogin();
  await Promise.resolve();
  expect(browser.requests).toEqual([]);

  writeStored('usuario', { jwt: 'jwt-ana', id_externo: 'c1', nome: 'Ana' });
  await vi.waitFor(() => expect(posts()).toHaveLength(1));
  expect(posts()[0]?.headers.Authorization).toBe('Bearer jwt-ana');

  // a refreshed token is the same account: nothing is sent again
  writeStored('usuario', { jwt: 'jwt-ana-2', id_externo: 'c1', nome: 'Ana' });
  removeStored('usuario');
  writeStored('usuario', { jwt: 'jwt-bia', id_externo: 'c2', nome: 'Bia' });
  await vi.waitFor(() => expect(posts()).toHaveLength(2));
  expect(posts()[1]?.headers.Authorization).toBe('Bearer jwt-bia');
  expect(posts()[1]?.body).toEqual(posts()[0]?.body);
  expect(browser.notification.requestPermission).not.toHaveBeenCalled();
});

it('at logout unlinks the subscription from the ending account and unsubscribes the browser', async () => {
  browser = fakePushBrowser({
    permission: 'granted',
    registered: true,
    existingKey: urlBase64ToUint8Array(SERVER_KEY),
    answers: [keyAnswer()],
  });
  syncOrderPushOnLogin();
  writeStored('usuario', { jwt: 'jwt-caio', id_externo: 'c3', nome: 'Caio', refresh_token: 'rt-caio' });
  await vi.waitFor(() => expect(posts()).toHaveLength(1));
  const subscription = browser.subscription();
  const registered = (posts()[0]?.body as { token: string } | undefined)?.token;

  logout();
  // the local data goes at once, whatever the server calls do
  expect(readStored('usuario')).toBeUndefined();
  await vi.waitFor(() => expect(subscription?.unsubscribe).toHaveBeenCalledOnce());
  const unlink = browser.requests.find((r) => r.method === 'DELETE');
  expect(unlink?.url).toBe('/api/dispositivo');
  expect(unlink?.headers.Authorization).toBe('Bearer jwt-caio');
  expect(unlink?.body).toEqual({ token: registered });
  expect(browser.log).toContain('POST /api/auth/logout');
  expect(plugin.used).toEqual([]);

  // the next account on this browser starts without a subscription: nothing is sent for it
  writeStored('usuario', { jwt: 'jwt-duda', id_externo: 'c4', nome: 'Duda' });
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(posts()).toHaveLength(1);
});

it('a failing unlink never holds the logout up', async () => {
  browser = fakePushBrowser({ permission: 'granted', registered: true });
  browser.serviceWorker.getRegistration.mockRejectedValue(new Error('worker gone'));
  syncOrderPushOnLogin();
  writeStored('usuario', { jwt: 'jwt-eva', id_externo: 'c5', nome: 'Eva' });
  expect(() => logout()).not.toThrow();
  expect(readStored('usuario')).toBeUndefined();
  await vi.waitFor(() => expect(browser?.log).toContain('POST /api/auth/logout'));
});
