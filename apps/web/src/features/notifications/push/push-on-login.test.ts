import { afterEach, expect, it, vi } from 'vitest';
import { removeStored, writeStored } from '../../../testing/stored.ts';
import { syncOrderPushOnLogin } from './push-on-login.ts';
import { fakePushBrowser, keyAnswer, SERVER_KEY } from './testing/fake-push-browser.ts';
import { urlBase64ToUint8Array } from './url-base64.ts';

let browser: ReturnType<typeof fakePushBrowser> | undefined;
afterEach(() => browser?.restore());

const posts = () => browser?.requests.filter((r) => r.method === 'POST') ?? [];

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
