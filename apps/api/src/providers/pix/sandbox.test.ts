import { describe, expect, it } from 'vitest';
import { loadEnv } from '../../config/env.ts';
import { testDatabase } from '../../testing/build.ts';
import { buildBrCode } from './br-code.ts';
import { createPixProvider } from './index.ts';
import { PIX_SIGNATURE_HEADER } from './notifications.ts';
import { pspPixProvider } from './psp.ts';
import { SANDBOX_PIX_KEY, sandboxPixProvider, simulatePixPayment } from './sandbox.ts';
import { databasePixSandboxStore, memoryPixSandboxStore, type PixSandboxStore } from './sandbox-store.ts';

let now = new Date('2026-05-10T15:00:00Z');
const clock = () => now;
const database = await testDatabase();
let sequence = 0;
const key = (label: string) => `${label}-pix-sandbox-${++sequence}`;

describe.each<[string, () => PixSandboxStore]>([
  ['in memory', memoryPixSandboxStore],
  ['in the database', () => databasePixSandboxStore(database.db)],
])('sandbox Pix provider, charges kept %s', (_, store) => {
  const options = { merchantName: 'Hanami Sushi', merchantCity: 'Brasília', clock, store: store() };
  async function created(pix = sandboxPixProvider(options), amount = 4590) {
    const result = await pix.createCharge({ idempotencyKey: key('pedido'), amount, expiresInSeconds: 600 });
    if (result.outcome !== 'created') throw new Error('not created');
    return { pix, charge: result.charge };
  }

  it('creates a charge with a txid, a real BR Code for its key, the expiry instant and the amount', async () => {
    const { charge } = await created();
    expect(charge).toMatchObject({
      txid: expect.stringMatching(/^[a-f0-9]{25}$/),
      status: 'active',
      amount: 4590,
      createdAt: now,
      expiresAt: new Date(now.getTime() + 600_000),
      payments: [],
    });
    expect(charge.brCode).toBe(
      buildBrCode({
        key: SANDBOX_PIX_KEY,
        amount: 4590,
        merchantName: 'Hanami Sushi',
        merchantCity: 'Brasília',
        txid: charge.txid,
        oneTime: true,
      }),
    );
    expect(charge.brCode).toContain(`540545.90`);
    expect(charge.brCode).toContain(`62290525${charge.txid}6304`);
  });

  it('the same key gives the same charge; the same key with another amount is rejected', async () => {
    const pix = sandboxPixProvider(options);
    const input = { idempotencyKey: key('pedido'), amount: 1000, expiresInSeconds: 600 };
    const first = await pix.createCharge(input);
    expect(await pix.createCharge(input)).toEqual(first);
    expect(await pix.createCharge({ ...input, amount: 999 })).toMatchObject({
      outcome: 'failed',
      failure: { code: 'payment_request_rejected' },
    });
  });

  it('simulatePixPayment pays the charge and returns a notification the provider verifies', async () => {
    const { pix, charge } = await created();
    const simulated = await simulatePixPayment(pix, charge.txid);
    expect(simulated).toMatchObject({ outcome: 'paid', event: { txid: charge.txid, amount: 4590 } });
    if (simulated.outcome !== 'paid') return;
    expect(simulated.event.endToEndId).toMatch(/^E99999999\d{12}[A-Za-z0-9]{11}$/);
    expect(simulated.notification.headers[PIX_SIGNATURE_HEADER]).toMatch(/^ts=\d+,v1=[0-9a-f]{64}$/);
    expect(JSON.parse(simulated.notification.rawBody)).toEqual({
      pix: [
        {
          endToEndId: simulated.event.endToEndId,
          txid: charge.txid,
          valor: '45.90',
          horario: now.toISOString(),
          infoPagador: 'Pagamento simulado',
        },
      ],
    });
    expect(await pix.verifyNotification(simulated.notification)).toEqual({
      outcome: 'verified',
      events: [simulated.event],
    });
    expect(await pix.getCharge(charge.txid)).toMatchObject({
      outcome: 'found',
      charge: { status: 'paid', payments: [{ endToEndId: simulated.event.endToEndId, amount: 4590 }] },
    });
    // A second simulation re-delivers the same payment, as a PSP re-delivers webhooks.
    const again = await simulatePixPayment(pix, charge.txid);
    expect(again).toMatchObject({ outcome: 'paid', event: { endToEndId: simulated.event.endToEndId } });
  });

  it('rejects a tampered notification and one signed by another sandbox (its own key)', async () => {
    const { pix, charge } = await created();
    const simulated = await simulatePixPayment(pix, charge.txid);
    if (simulated.outcome !== 'paid') throw new Error('not paid');
    const tampered = {
      ...simulated.notification,
      rawBody: simulated.notification.rawBody.replace('45.90', '4.59'),
    };
    expect(await pix.verifyNotification(tampered)).toEqual({ outcome: 'rejected', reason: 'bad_signature' });
    const other = sandboxPixProvider({ ...options, store: memoryPixSandboxStore() });
    expect(await other.verifyNotification(simulated.notification)).toEqual({
      outcome: 'rejected',
      reason: 'bad_signature',
    });
  });

  it('with PIX_WEBHOOK_SECRET every process verifies the notifications of the others', async () => {
    const env = loadEnv({ PIX_WEBHOOK_SECRET: 'x'.repeat(40) });
    const a = createPixProvider(env, { clock });
    const b = createPixProvider(env, { clock });
    expect(a.provider).toBe('sandbox');
    const { charge } = await created(a);
    const simulated = await simulatePixPayment(a, charge.txid);
    if (simulated.outcome !== 'paid') throw new Error('not paid');
    expect(await b.verifyNotification(simulated.notification)).toMatchObject({ outcome: 'verified' });
  });

  it('an expired charge cannot be paid; unknown txids and other providers are refused', async () => {
    const { pix, charge } = await created();
    now = new Date(now.getTime() + 601_000);
    expect(await pix.getCharge(charge.txid)).toMatchObject({
      outcome: 'found',
      charge: { status: 'expired' },
    });
    expect(await simulatePixPayment(pix, charge.txid)).toEqual({ outcome: 'expired' });
    expect(await simulatePixPayment(pix, 'naoexiste')).toEqual({ outcome: 'not_found' });
    expect(await pix.getCharge('naoexiste')).toEqual({ outcome: 'not_found' });
    const psp = pspPixProvider({
      apiUrl: 'http://127.0.0.1:9',
      clientId: 'a',
      clientSecret: 'b',
      key: 'k',
      webhookSecret: 'x'.repeat(32),
      merchantName: 'H',
      merchantCity: 'B',
      timeoutMs: 100,
    });
    expect(await simulatePixPayment(psp, charge.txid)).toEqual({ outcome: 'not_sandbox' });
  });

  it('refunds a received Pix in part, replays the same key, refuses more than was paid', async () => {
    const { pix, charge } = await created();
    const simulated = await simulatePixPayment(pix, charge.txid);
    if (simulated.outcome !== 'paid') throw new Error('not paid');
    const input = { endToEndId: simulated.event.endToEndId, idempotencyKey: key('devolucao'), amount: 1590 };
    const first = await pix.refund(input);
    expect(first).toMatchObject({
      outcome: 'accepted',
      refund: {
        amount: 1590,
        status: 'refunded',
        endToEndId: input.endToEndId,
        rtrId: expect.stringMatching(/^D/),
      },
    });
    expect(await pix.refund(input)).toEqual(first);
    expect(await pix.getRefund(input.endToEndId, input.idempotencyKey)).toEqual(first);
    expect(await pix.refund({ ...input, idempotencyKey: key('devolucao'), amount: 3001 })).toMatchObject({
      outcome: 'refused',
      code: 'pix_refund_refused',
    });
    expect(await pix.refund({ ...input, idempotencyKey: key('devolucao'), amount: 3000 })).toMatchObject({
      outcome: 'accepted',
    });
    expect(await pix.getCharge(charge.txid)).toMatchObject({
      charge: { payments: [{ refunds: [{ amount: 1590 }, { amount: 3000 }] }] },
    });
    expect(await pix.getRefund(input.endToEndId, key('nunca'))).toEqual({ outcome: 'not_found' });
  });
});

describe('sandbox Pix charges in the database', () => {
  const make = () =>
    sandboxPixProvider({
      merchantName: 'Hanami Sushi',
      merchantCity: 'Brasília',
      clock,
      store: databasePixSandboxStore(database.db),
    });

  it('are one PSP for every process: made on one, paid, verified, queried and refunded on others', async () => {
    const [a, b, c] = [make(), make(), make()];
    const input = { idempotencyKey: key('pedido'), amount: 3590, expiresInSeconds: 600 };
    const made = await a.createCharge(input);
    if (made.outcome !== 'created') throw new Error('not created');
    // a restart or another process: the same charge, never a second one
    expect(await b.createCharge(input)).toEqual(made);
    expect(await b.createCharge({ ...input, amount: 1 })).toMatchObject({ outcome: 'failed' });
    const paid = await simulatePixPayment(b, made.charge.txid);
    if (paid.outcome !== 'paid') throw new Error('not paid');
    expect(await c.verifyNotification(paid.notification)).toMatchObject({ outcome: 'verified' });
    expect(await c.getCharge(made.charge.txid)).toMatchObject({
      outcome: 'found',
      charge: { status: 'paid', createdAt: made.charge.createdAt, payments: [{ amount: 3590, paidAt: now }] },
    });
    const refund = await a.refund({
      endToEndId: paid.event.endToEndId,
      idempotencyKey: key('dev'),
      amount: 590,
    });
    expect(refund).toMatchObject({ outcome: 'accepted', refund: { amount: 590, requestedAt: now } });
  });

  it('pay once and refund once under races from many processes', async () => {
    const processes = Array.from({ length: 8 }, make);
    const made = await processes[0]!.createCharge({
      idempotencyKey: key('pedido'),
      amount: 5000,
      expiresInSeconds: 600,
    });
    if (made.outcome !== 'created') throw new Error('not created');
    const payments = await Promise.all(processes.map((pix) => simulatePixPayment(pix, made.charge.txid)));
    const ids = new Set(payments.map((p) => (p.outcome === 'paid' ? p.event.endToEndId : p.outcome)));
    expect([...ids]).toHaveLength(1);
    const e2e = [...ids][0]!;
    const refundKey = key('devolucao');
    const refunds = await Promise.all(
      processes.flatMap((pix) =>
        [1, 2].map(() => pix.refund({ endToEndId: e2e, idempotencyKey: refundKey, amount: 5000 })),
      ),
    );
    expect(new Set(refunds.map((r) => r.outcome))).toEqual(new Set(['accepted']));
    const more = await Promise.all(
      processes.map((pix) => pix.refund({ endToEndId: e2e, idempotencyKey: key('devolucao'), amount: 1 })),
    );
    expect(more.every((r) => r.outcome === 'refused')).toBe(true);
    const charge = await processes[3]!.getCharge(made.charge.txid);
    expect(charge.outcome === 'found' && charge.charge.payments[0]!.refunds).toHaveLength(1);
  });
});
