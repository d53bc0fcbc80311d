import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadEnv } from '../../config/env.ts';
import { fakeApns, fakeFcm, serviceAccountKey } from './fake-push-services.ts';
import { createNativePush, nativePushNotices } from './index.ts';

const dir = mkdtempSync(join(tmpdir(), 'comanda-native-push-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const file = (name: string, text: string) => {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
};

const account = serviceAccountKey();
const apnsKey = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
const apnsIds = {
  APNS_KEY_ID: 'KEY4567890',
  APNS_TEAM_ID: 'TEAM987654',
  APNS_TOPIC: 'br.com.hanamisushi.app',
};
const env = (vars: Record<string, string>) => loadEnv({ NODE_ENV: 'test', ...vars });
const message = {
  title: 'Pedido #3: Confirmado',
  body: 'A loja confirmou seu pedido.',
  url: '/tabs/detalhes-pedido?pedidoId=3',
};

describe('native push from the environment', () => {
  it('is off, and says so, without FCM_SERVICE_ACCOUNT_FILE and the APNS_ variables', () => {
    const plain = env({});
    const native = createNativePush(plain, { timeoutMs: 1_000 });
    expect(native).toMatchObject({ android: null, ios: null });
    expect(nativePushNotices(plain)).toEqual([
      'native push to Android is off: FCM_SERVICE_ACCOUNT_FILE is not set',
      'native push to iOS is off: the APNS_ variables are not set',
    ]);
  });

  it('sends through FCM and APNs with the configured key files and endpoints', async () => {
    const fcm = await fakeFcm({
      publicKey: account.publicKey,
      clientEmail: account.json.client_email,
      projectId: account.json.project_id,
    });
    const apns = await fakeApns({ publicKey: apnsKey.publicKey, keyId: 'KEY4567890', teamId: 'TEAM987654' });
    const configured = env({
      FCM_SERVICE_ACCOUNT_FILE: file('firebase.json', account.text),
      FCM_API_URL: fcm.url,
      FCM_TOKEN_URL: fcm.tokenUrl,
      APNS_KEY_FILE: file(
        'AuthKey_KEY4567890.p8',
        apnsKey.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
      ),
      APNS_URL: apns.url,
      ...apnsIds,
    });
    expect(nativePushNotices(configured)).toEqual([]);
    const native = createNativePush(configured, { timeoutMs: 2_000, ca: apns.ca });
    try {
      expect(await native.android?.send('fcm-env-1', message)).toEqual({ outcome: 'sent' });
      expect(fcm.sends().at(-1)?.body).toMatchObject({ message: { token: 'fcm-env-1' } });
      expect(await native.ios?.send('a1b2c3d4', message)).toEqual({ outcome: 'sent' });
      expect(apns.calls.at(-1)).toMatchObject({
        path: '/3/device/a1b2c3d4',
        headers: { 'apns-topic': 'br.com.hanamisushi.app' },
        claims: { iss: 'TEAM987654' },
      });
    } finally {
      native.close();
    }
  });

  it('a key file that cannot be read or is not a key stops the start, naming the variable', () => {
    const start = (vars: Record<string, string>) => () => createNativePush(env(vars), { timeoutMs: 1_000 });
    expect(start({ FCM_SERVICE_ACCOUNT_FILE: join(dir, 'missing.json') })).toThrow(
      /^FCM_SERVICE_ACCOUNT_FILE: cannot read .*missing\.json \(ENOENT\)$/,
    );
    expect(start({ FCM_SERVICE_ACCOUNT_FILE: file('empty.json', '{}') })).toThrow(
      /^FCM_SERVICE_ACCOUNT_FILE: .*empty\.json: "type" is not "service_account"$/,
    );
    const rsa = account.json.private_key;
    expect(start({ APNS_KEY_FILE: file('rsa.p8', rsa), ...apnsIds })).toThrow(
      /^APNS_KEY_FILE: .*rsa\.p8 is not an EC P-256 key \(\.p8\)$/,
    );
    expect(start({ APNS_KEY_FILE: file('text.p8', 'not a key'), ...apnsIds })).toThrow(
      /^APNS_KEY_FILE: .*text\.p8 is not a PEM private key \(\.p8\)$/,
    );
  });

  it('checks the APNS_ variables: all four together, ids of 10 characters, a bundle id, an https URL', () => {
    const refused = (vars: Record<string, string>) => {
      try {
        env(vars);
      } catch (error) {
        expect(error).toBeInstanceOf(ConfigError);
        return (error as Error).message;
      }
      return 'accepted';
    };
    const partial = refused({ APNS_KEY_FILE: '/keys/AuthKey.p8', APNS_KEY_ID: 'KEY4567890' });
    expect(partial).toContain('APNS_TEAM_ID: required with the other APNS_ variables');
    expect(partial).toContain('APNS_TOPIC: required with the other APNS_ variables');
    expect(refused({ APNS_KEY_ID: 'abc' })).toContain('APNS_KEY_ID: must be the 10-character key id');
    expect(refused({ APNS_TOPIC: 'hanami' })).toContain('APNS_TOPIC: must be the app bundle id');
    expect(refused({ APNS_URL: 'http://api.push.apple.com' })).toContain('APNS_URL: must be an https URL');
    expect(refused({ FCM_API_URL: 'fcm.googleapis.com' })).toContain('FCM_API_URL: must be an http(s) URL');
    expect(refused({ APNS_URL: 'https://api.sandbox.push.apple.com' })).toBe('accepted');
  });
});
