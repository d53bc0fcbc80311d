import { createECDH, randomBytes } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { Agent, createServer } from 'node:https';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { localCertificate } from '../../providers/push/fake-push-services.ts';
import { buildWithClock, queryRows } from '../auth/testing.ts';
import { uniqueIp } from '../bag/testing.ts';
import { NIGUIRI, orderBody, orderingCustomer, placer, quotedTotal } from '../orders/testing.ts';
import { pushSender, vapidKeys } from './push.ts';

// Tuesday 3 June 2025, 12:00 in São Paulo: store 1 is open.
const { app, database } = await buildWithClock(
  { PAYMENT_RECONCILE_INTERVAL_MS: '0' },
  new Date('2025-06-03T15:00:00Z'),
);

/** A push service stand-in over TLS (self-signed for 127.0.0.1): records what it receives, answers `status`. */
const { cert, key } = localCertificate();
const received: Array<{ headers: IncomingHttpHeaders; bytes: number }> = [];
let tlsRefusals = 0; // connections opened to the stand-in
let status = 201;
const pushService = createServer({ key, cert }, (request, response) => {
  let bytes = 0;
  request.on('data', (chunk: Buffer) => {
    bytes += chunk.length;
  });
  request.on('end', () => {
    received.push({ headers: request.headers, bytes });
    response.writeHead(status).end();
  });
});
// Counted at the TCP level: with TLS 1.3 the client refuses the certificate after the server's side is done.
pushService.on('connection', () => {
  tlsRefusals += 1;
});
await new Promise<void>((resolve) => pushService.listen(0, '127.0.0.1', resolve));
afterAll(async () => {
  await new Promise<void>((resolve) => pushService.close(() => resolve()));
});
const endpoint = `https://127.0.0.1:${(pushService.address() as { port: number }).port}/push/abc`;

function subscription() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return JSON.stringify({
    endpoint,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
  });
}

async function registeredCustomer() {
  const me = await orderingCustomer(app, database);
  const res = await app.inject({
    method: 'POST',
    url: '/api/dispositivo',
    remoteAddress: uniqueIp(),
    headers: { authorization: `Bearer ${me.token}` },
    payload: { token: subscription(), plataforma: 'web' },
  });
  expect(res.statusCode, res.body).toBe(200);
  return me;
}

const devicesOf = async (customerId: number) =>
  (
    await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from devices where customer_id = ${customerId}`,
    )
  )[0]!.n;

describe('Web Push', () => {
  it('publishes one VAPID public key, kept for every later start', async () => {
    const res = await app.inject({ url: '/api/dispositivo/chave-publica' });
    const { chave_publica } = res.json().data;
    expect(chave_publica).toMatch(/^[A-Za-z0-9_-]{80,}$/);
    expect((await vapidKeys(database.db, {})).publicKey).toBe(chave_publica);
  });

  it('sends encrypted, VAPID-signed messages and forgets a subscription the push service says is gone', async () => {
    const me = await registeredCustomer();
    const sender = pushSender({
      db: database.db,
      keys: await vapidKeys(database.db, {}),
      subject: 'mailto:contato@hanamisushi.com.br',
      log: app.log,
      agent: new Agent({ ca: cert }),
    });
    const message = {
      title: 'Pedido #1: Confirmado',
      body: 'A loja confirmou seu pedido.',
      url: '/tabs/detalhes-pedido?pedidoId=1',
    };
    expect(await sender.sendToCustomer(me.id, message)).toBe(1);
    expect(received.at(-1)!.headers).toMatchObject({
      'content-encoding': 'aes128gcm',
      ttl: '3600',
      urgency: 'high',
    });
    expect(received.at(-1)!.headers.authorization).toMatch(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=[\w-]+$/);
    expect(received.at(-1)!.bytes).toBeGreaterThan(100);

    status = 410;
    expect(await sender.sendToCustomer(me.id, message)).toBe(0);
    expect(await devicesOf(me.id)).toBe(0);
    status = 201;
  });

  it('a status change tries the customer’s browsers, and a push that fails does not hold the order up', async () => {
    const me = await registeredCustomer();
    const before = tlsRefusals;
    const bag = { lojaId: 1, itens: [{ cod: NIGUIRI, qtd: 1 }] };
    const total = await quotedTotal(app, me.token, bag);
    // The app's sender trusts only public CAs: the stand-in's certificate is refused, the order is placed anyway.
    const placed = await placer(app)(me.token, orderBody(me.addressId, { tipo: 'dinheiro' }, total));
    expect(placed.statusCode).toBe(201);
    for (let i = 0; i < 100 && tlsRefusals === before; i++) await new Promise((r) => setTimeout(r, 20));
    expect(tlsRefusals).toBeGreaterThan(before);
    expect(await devicesOf(me.id)).toBe(1);
  });
});
