import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fakeFcm, serviceAccountKey } from '../../providers/push/fake-push-services.ts';
import { uniqueIp } from '../bag/testing.ts';
import { createOperatorKey } from '../operators/keys.ts';
import { orderingApp, orderingCustomer } from '../orders/testing.ts';

// A store's answer reaches a customer who has left the app: a push to their phone, through the real FCM adapter.
const dir = mkdtempSync(join(tmpdir(), 'comanda-support-push-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const account = serviceAccountKey();
const accountFile = join(dir, 'firebase-service-account.json');
writeFileSync(accountFile, account.text);
const fcm = await fakeFcm({
  publicKey: account.publicKey,
  clientEmail: account.json.client_email,
  projectId: account.json.project_id,
});
const { app, database } = await orderingApp({
  FCM_SERVICE_ACCOUNT_FILE: accountFile,
  FCM_API_URL: fcm.url,
  FCM_TOKEN_URL: fcm.tokenUrl,
});
const key = (await createOperatorKey(database.db, 1))!;

const call = (headers: Record<string, string>, method: 'GET' | 'POST', url: string, payload?: object) =>
  app.inject({ method, url, remoteAddress: uniqueIp(), headers, ...(payload ? { payload } : {}) });

type Sent = {
  message: { token: string; notification: { title: string; body: string }; data: { url: string } };
};
const sentTo = (token: string) =>
  fcm
    .sends()
    .map((s) => s.body as Sent)
    .filter((s) => s.message.token === token);

describe('the push of a store’s answer in the support chat', () => {
  it('tells the customer’s phone who answered and what, and opens the conversation', async () => {
    const me = await orderingCustomer(app, database);
    const bearer = { authorization: `Bearer ${me.token}` };
    const device = `fcm-atendimento-${Date.now()}`;
    expect(
      (await call(bearer, 'POST', '/api/dispositivo', { token: device, plataforma: 'android' })).statusCode,
    ).toBe(200);
    expect(
      (await call(bearer, 'POST', '/api/atendimento', { lojaId: 1, texto: 'O pedido vem com hashi?' }))
        .statusCode,
    ).toBe(201);
    // the customer's own message is not pushed to them
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(sentTo(device)).toHaveLength(0);

    const answer = `Sim! Mandamos dois pares de hashi e gengibre à parte. ${'Bom apetite! '.repeat(12)}`;
    const res = await call({ 'x-operator-key': key }, 'POST', `/api/operador/atendimento/${me.id}`, {
      texto: answer,
    });
    expect(res.statusCode, res.body).toBe(201);
    await expect.poll(() => sentTo(device).length, { timeout: 5_000 }).toBe(1);
    const [push] = sentTo(device);
    expect(push!.message.notification.title).toBe('Hanami Sushi Asa Sul respondeu');
    expect(push!.message.notification.body.length).toBeLessThanOrEqual(120);
    expect(push!.message.notification.body.endsWith('…')).toBe(true);
    expect(answer.startsWith(push!.message.notification.body.slice(0, -1))).toBe(true);
    expect(push!.message.data.url).toBe('/atendimento?lojaId=1');
  });

  it('answers the store even when the customer has no device', async () => {
    const me = await orderingCustomer(app, database);
    await call({ authorization: `Bearer ${me.token}` }, 'POST', '/api/atendimento', {
      lojaId: 1,
      texto: 'Olá',
    });
    const res = await call({ 'x-operator-key': key }, 'POST', `/api/operador/atendimento/${me.id}`, {
      texto: 'Olá! Como podemos ajudar?',
    });
    expect(res.statusCode, res.body).toBe(201);
  });
});
