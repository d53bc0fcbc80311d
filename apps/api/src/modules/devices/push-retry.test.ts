import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { FCM_ERRORS, fakeFcm, serviceAccountKey } from '../../providers/push/fake-push-services.ts';
import { uniqueIp } from '../bag/testing.ts';
import { NIGUIRI, orderBody, orderingApp, orderingCustomer, placer, quotedTotal } from '../orders/testing.ts';

const dir = mkdtempSync(join(tmpdir(), 'comanda-push-retry-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const account = serviceAccountKey();
const accountFile = join(dir, 'firebase-service-account.json');
writeFileSync(accountFile, account.text);
const fcm = await fakeFcm({
  publicKey: account.publicKey,
  clientEmail: account.json.client_email,
  projectId: account.json.project_id,
});

const lines: string[] = [];
const logStream = new Writable({
  write(chunk, _encoding, done) {
    lines.push(String(chunk));
    done();
  },
});
// The first retry after 0.2 s (on PostgreSQL pg-boss counts whole seconds: 1 s), then twice that; two retries.
const RETRY_DELAY_MS = process.env.DATABASE_URL ? 1_000 : 200;
const { app, database } = await orderingApp(
  {
    LOG_LEVEL: 'info',
    FCM_SERVICE_ACCOUNT_FILE: accountFile,
    FCM_API_URL: fcm.url,
    FCM_TOKEN_URL: fcm.tokenUrl,
    PUSH_RETRY_LIMIT: '2',
    PUSH_RETRY_DELAY_SECONDS: '0.2',
  },
  { logStream },
);

const sentTo = (token: string) =>
  fcm.sends().filter((call) => (call.body as { message: { token: string } }).message.token === token);

/** A customer with an Android device whose order was just placed (its status change is pushed). */
async function customerWithOrder(token: string) {
  const me = await orderingCustomer(app, database);
  const registered = await app.inject({
    method: 'POST',
    url: '/api/dispositivo',
    remoteAddress: uniqueIp(),
    headers: { authorization: `Bearer ${me.token}` },
    payload: { token, plataforma: 'android' },
  });
  expect(registered.statusCode, registered.body).toBe(200);
  const total = await quotedTotal(app, me.token, { lojaId: 1, itens: [{ cod: NIGUIRI, qtd: 1 }] });
  const placed = await placer(app)(me.token, orderBody(me.addressId, { tipo: 'dinheiro' }, total));
  expect(placed.statusCode, placed.body).toBe(201);
  return placed.json().data.id as number;
}

describe('an order push through the job queue', () => {
  it('is retried with a doubling delay while FCM is unavailable, then given up and logged', async () => {
    fcm.control.answerFor = () => FCM_ERRORS.unavailable;
    try {
      const token = `fcm-down-${Date.now()}`;
      await customerWithOrder(token);
      const times: number[] = [];
      for (let i = 0; i < 400 && times.length < 3; i++) {
        if (sentTo(token).length > times.length) times.push(Date.now());
        else await new Promise((r) => setTimeout(r, 20));
      }
      expect(sentTo(token)).toHaveLength(3);
      expect(times[1]! - times[0]!).toBeGreaterThanOrEqual(RETRY_DELAY_MS * 0.9);
      expect(times[2]! - times[1]!).toBeGreaterThanOrEqual(2 * RETRY_DELAY_MS * 0.9);
      await expect
        .poll(() => lines.filter((line) => line.includes('"msg":"job gave up"')), { timeout: 5_000 })
        .toHaveLength(1);
      const gaveUp = JSON.parse(lines.find((line) => line.includes('"msg":"job gave up"'))!);
      expect(gaveUp).toMatchObject({ level: 50, job: 'push.customer', attempts: 3 });
      expect(lines.filter((line) => line.includes('"msg":"job failed; will retry"'))).toHaveLength(2);
      // Given up means given up: no fourth try.
      await new Promise((r) => setTimeout(r, 3 * RETRY_DELAY_MS));
      expect(sentTo(token)).toHaveLength(3);
    } finally {
      fcm.control.answerFor = () => null;
    }
  });

  it('stops once FCM takes it', async () => {
    let refusals = 1;
    fcm.control.answerFor = () => (refusals-- > 0 ? FCM_ERRORS.unavailable : null);
    try {
      const before = lines.filter((line) => line.includes('"msg":"job gave up"')).length;
      const token = `fcm-busy-once-${Date.now()}`;
      await customerWithOrder(token);
      await expect.poll(() => sentTo(token).length, { timeout: 10_000 }).toBe(2);
      await new Promise((r) => setTimeout(r, 3 * RETRY_DELAY_MS));
      expect(sentTo(token)).toHaveLength(2);
      expect(lines.filter((line) => line.includes('"msg":"job gave up"'))).toHaveLength(before);
    } finally {
      fcm.control.answerFor = () => null;
    }
  });
});
