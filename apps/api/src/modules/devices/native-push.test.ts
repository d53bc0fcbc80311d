import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { orderStatusNotification } from '@comanda/domain';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../../config/env.ts';
import { FCM_ERRORS, fakeApns, fakeFcm, serviceAccountKey } from '../../providers/push/fake-push-services.ts';
import { createNativePush } from '../../providers/push/index.ts';
import { queryRows } from '../auth/testing.ts';
import { uniqueIp } from '../bag/testing.ts';
import { NIGUIRI, orderBody, orderingApp, orderingCustomer, placer, quotedTotal } from '../orders/testing.ts';
import { pushSender, vapidKeys } from './push.ts';

const dir = mkdtempSync(join(tmpdir(), 'comanda-native-push-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const account = serviceAccountKey();
const accountFile = join(dir, 'firebase-service-account.json');
writeFileSync(accountFile, account.text);
const apnsKey = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
const apnsKeyFile = join(dir, 'AuthKey_KEY4567890.p8');
writeFileSync(apnsKeyFile, apnsKey.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString());

const fcm = await fakeFcm({
  publicKey: account.publicKey,
  clientEmail: account.json.client_email,
  projectId: account.json.project_id,
});
const apns = await fakeApns({ publicKey: apnsKey.publicKey, keyId: 'KEY4567890', teamId: 'TEAM987654' });

const lines: string[] = [];
const logStream = new Writable({
  write(chunk, _encoding, done) {
    lines.push(String(chunk));
    done();
  },
});
// The app sends to Android through the fake FCM; APNs is not configured in it.
const { app, database, db } = await orderingApp(
  {
    LOG_LEVEL: 'info',
    FCM_SERVICE_ACCOUNT_FILE: accountFile,
    FCM_API_URL: fcm.url,
    FCM_TOKEN_URL: fcm.tokenUrl,
  },
  { logStream },
);

async function register(token: string, plataforma: 'android' | 'ios', bearer: string) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/dispositivo',
    remoteAddress: uniqueIp(),
    headers: { authorization: `Bearer ${bearer}` },
    payload: { token, plataforma },
  });
  expect(res.statusCode, res.body).toBe(200);
}

const tokensOf = async (customerId: number) =>
  (
    await queryRows<{ token: string }>(
      db,
      sql`select token from devices where customer_id = ${customerId} order by token`,
    )
  ).map((row) => row.token);

async function placeOrder(bearer: string, addressId: number) {
  const total = await quotedTotal(app, bearer, { lojaId: 1, itens: [{ cod: NIGUIRI, qtd: 1 }] });
  const placed = await placer(app)(bearer, orderBody(addressId, { tipo: 'dinheiro' }, total));
  expect(placed.statusCode, placed.body).toBe(201);
  return placed.json().data.id as number;
}

const sentTo = (token: string) =>
  fcm.sends().filter((call) => (call.body as { message: { token: string } }).message.token === token);

describe('native push', () => {
  it('says once at start-up that a platform without its account gets no push', () => {
    const notices = lines.filter((line) => line.includes('native push to'));
    expect(notices).toHaveLength(1);
    expect(JSON.parse(notices[0]!)).toMatchObject({
      level: 30,
      module: 'push',
      msg: 'native push to iOS is off: the APNS_ variables are not set',
    });
  });

  it('a status change reaches the customer’s Android app through FCM; the iPhone’s token is kept unsent', async () => {
    const me = await orderingCustomer(app, database);
    await register(`fcm-order-${me.id}`, 'android', me.token);
    await register(`apns-order-${me.id}`, 'ios', me.token);
    const pedidoId = await placeOrder(me.token, me.addressId);

    await expect.poll(() => sentTo(`fcm-order-${me.id}`).length).toBe(1);
    const { titulo, mensagem } = orderStatusNotification(pedidoId, 'Pendente');
    expect(sentTo(`fcm-order-${me.id}`)[0]!.body).toEqual({
      message: {
        token: `fcm-order-${me.id}`,
        notification: { title: titulo, body: mensagem },
        data: { url: `/tabs/detalhes-pedido?pedidoId=${pedidoId}`, tag: `pedido-${pedidoId}` },
        android: { priority: 'high', notification: { tag: `pedido-${pedidoId}` } },
      },
    });
    expect(await tokensOf(me.id)).toEqual([`apns-order-${me.id}`, `fcm-order-${me.id}`]);
  });

  it('a push FCM refuses does not hold the order up, and keeps the token unless FCM says it is dead', async () => {
    const me = await orderingCustomer(app, database);
    await register(`fcm-busy-${me.id}`, 'android', me.token);
    fcm.control.answerFor = () => FCM_ERRORS.unavailable;
    try {
      await placeOrder(me.token, me.addressId);
      await expect.poll(() => sentTo(`fcm-busy-${me.id}`).length).toBe(1);
      await expect.poll(() => lines.some((line) => line.includes('"push not delivered"'))).toBe(true);
      expect(await tokensOf(me.id)).toEqual([`fcm-busy-${me.id}`]);

      fcm.control.answerFor = () => FCM_ERRORS.unregistered;
      await placeOrder(me.token, me.addressId);
      await expect.poll(() => tokensOf(me.id)).toEqual([]);
    } finally {
      fcm.control.answerFor = () => null;
    }
  });

  it('deletes exactly the registrations FCM and APNs call dead', async () => {
    const me = await orderingCustomer(app, database);
    const android = {
      'fcm-live': null,
      'fcm-gone': FCM_ERRORS.unregistered,
      'fcm-malformed': FCM_ERRORS.invalidToken,
      'fcm-payload': FCM_ERRORS.invalidPayload,
      'fcm-busy': FCM_ERRORS.unavailable,
    } as const;
    const ios = {
      a0a0a0a0live: null,
      a0a0a0a0gone: { status: 410, reason: 'Unregistered' },
      a0a0a0a0bad: { status: 400, reason: 'BadDeviceToken' },
      a0a0a0a0topic: { status: 400, reason: 'DeviceTokenNotForTopic' },
      a0a0a0a0down: { status: 500, reason: 'InternalServerError' },
    } as const;
    const suffix = `-${me.id}`;
    for (const token of Object.keys(android)) await register(token + suffix, 'android', me.token);
    for (const token of Object.keys(ios)) await register(token + suffix, 'ios', me.token);
    fcm.control.answerFor = (token) => android[token.replace(suffix, '') as keyof typeof android] ?? null;
    apns.control.answerFor = (token) => ios[token.replace(suffix, '') as keyof typeof ios] ?? null;

    const native = createNativePush(
      loadEnv({
        NODE_ENV: 'test',
        FCM_SERVICE_ACCOUNT_FILE: accountFile,
        FCM_API_URL: fcm.url,
        FCM_TOKEN_URL: fcm.tokenUrl,
        APNS_KEY_FILE: apnsKeyFile,
        APNS_KEY_ID: 'KEY4567890',
        APNS_TEAM_ID: 'TEAM987654',
        APNS_TOPIC: 'br.com.hanamisushi.app',
        APNS_URL: apns.url,
      }),
      { timeoutMs: 2_000, ca: apns.ca },
    );
    const sender = pushSender({
      db,
      keys: await vapidKeys(db, {}),
      subject: 'mailto:contato@hanamisushi.com.br',
      log: app.log,
      native,
    });
    const exchanges = fcm.exchanges().length;
    try {
      const sent = await sender.sendToCustomer(me.id, {
        title: 'Pedido #1: Confirmado',
        body: 'A loja confirmou seu pedido.',
        url: '/tabs/detalhes-pedido?pedidoId=1',
        tag: 'pedido-1',
      });
      expect(sent).toBe(2);
    } finally {
      fcm.control.answerFor = () => null;
      apns.control.answerFor = () => null;
      native.close();
    }
    // one OAuth exchange for the five Android sends
    expect(fcm.exchanges().length - exchanges).toBe(1);
    expect(apns.calls.filter((call) => call.path.endsWith(suffix))).toHaveLength(5);
    expect(await tokensOf(me.id)).toEqual(
      [
        `a0a0a0a0down${suffix}`,
        `a0a0a0a0live${suffix}`,
        `a0a0a0a0topic${suffix}`,
        `fcm-busy${suffix}`,
        `fcm-live${suffix}`,
        `fcm-payload${suffix}`,
      ].sort(),
    );
  });
});
