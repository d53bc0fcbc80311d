import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { testDatabase } from '../../testing/build.ts';
import type { CardGateway, SavedCardToken } from './card-gateway.ts';
import { sandboxCardGateway } from './sandbox.ts';
import { databaseSandboxLedger } from './sandbox-ledger.ts';

const database = await testDatabase();
const clock = () => new Date('2026-05-10T15:00:00Z');
const customer = { id: 'sbx_cus_7', name: 'Maria da Silva' };
/** A gateway as one API process makes it: a new one is a restarted process, or another one. */
const process = () => sandboxCardGateway({ clock, ledger: databaseSandboxLedger(database.db) });

async function save(gateway: CardGateway, number: string): Promise<SavedCardToken> {
  const saved = await gateway.saveCard({
    customer,
    source: { kind: 'card', number, holderName: 'Maria', cvv: '123', expMonth: 12, expYear: 2034 },
  });
  if (saved.outcome !== 'approved') throw new Error(`not saved: ${JSON.stringify(saved)}`);
  return saved.card;
}

const charge = (gateway: CardGateway, card: SavedCardToken, idempotencyKey = randomUUID(), amount = 2990) =>
  gateway.charge({
    idempotencyKey,
    customer,
    card,
    amount,
    capture: true,
    description: 'Pedido 1',
    statementDescriptor: 'Hanami',
  });

describe('the sandbox’s charges kept in the database', () => {
  it('survive a restart: a charge still processing when the process died settles at the next process’s query', async () => {
    const before = process();
    const card = await save(before, '4000000000000036');
    const key = randomUUID();
    const pending = await charge(before, card, key);
    expect(pending.outcome).toBe('pending');

    // kill -9: nothing of `before` is used again
    const after = process();
    const found = await after.queryCharge({ idempotencyKey: key, chargeId: null });
    expect(found).toMatchObject({ outcome: 'approved', charge: { status: 'captured', amount: 2990 } });
    // and every other process sees the same charge, settled once
    const elsewhere = await process().queryCharge({ idempotencyKey: key, chargeId: null });
    expect(elsewhere).toEqual(found);
    // the charge made before the restart can be refunded after it, once per key
    const chargeId = found.outcome === 'approved' ? found.charge.chargeId : '';
    const refundKey = randomUUID();
    const refunded = await after.refund({
      idempotencyKey: refundKey,
      chargeId,
      amount: 2990,
      refundedBefore: 0,
    });
    expect(refunded).toMatchObject({
      outcome: 'approved',
      charge: { status: 'refunded', refundedAmount: 2990 },
    });
    expect(
      await process().refund({ idempotencyKey: refundKey, chargeId, amount: 2990, refundedBefore: 0 }),
    ).toEqual(refunded);
  });

  it('an approved charge retried with its key after a restart is the same charge, never a second one', async () => {
    const gateway = process();
    const card = await save(gateway, '4000000000000010');
    const key = randomUUID();
    const first = await charge(gateway, card, key);
    const retried = await charge(process(), card, key);
    expect(retried).toEqual(first);
    const other = await charge(process(), card, key, 3990);
    expect(other).toMatchObject({ outcome: 'failed', failure: { code: 'payment_request_rejected' } });
  });

  it('twenty processes refunding with one key at once refund once', async () => {
    const gateway = process();
    const card = await save(gateway, '4000000000000010');
    const approved = await charge(gateway, card, randomUUID(), 5000);
    if (approved.outcome !== 'approved') throw new Error('not approved');
    const refundKey = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        process().refund({
          idempotencyKey: refundKey,
          chargeId: approved.charge.chargeId,
          amount: 2000,
          refundedBefore: 0,
        }),
      ),
    );
    for (const answer of answers)
      expect(answer).toMatchObject({ outcome: 'approved', charge: { refundedAmount: 2000 } });
    const now = await process().queryCharge({ idempotencyKey: '', chargeId: approved.charge.chargeId });
    expect(now).toMatchObject({ charge: { status: 'partially_refunded', refundedAmount: 2000 } });
  });

  it('a one-use test card charged by ten processes at once is approved exactly once', async () => {
    const card = await save(process(), '4000000000000101');
    const answers = await Promise.all(Array.from({ length: 10 }, () => charge(process(), card)));
    expect(answers.filter((a) => a.outcome === 'approved')).toHaveLength(1);
    expect(answers.filter((a) => a.outcome === 'refused')).toHaveLength(9);
    expect(await process().checkCard({ cardToken: card.token, customerId: customer.id })).toMatchObject({
      outcome: 'unusable',
    });
  });

  it('one key charged by ten processes at once is one charge', async () => {
    const card = await save(process(), '4000000000000010');
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 10 }, () => charge(process(), card, key)));
    for (const answer of answers) expect(answer).toEqual(answers[0]);
    expect(answers[0]).toMatchObject({ outcome: 'approved' });
  });
});
