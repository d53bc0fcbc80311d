import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { uniqueIp } from '../bag/testing.ts';
import {
  deliverPixNotification,
  orderingApp,
  orderingCustomer,
  payLatePix,
  refusingPixRefunds,
} from '../orders/testing.ts';

const { app, api, database, clock } = await orderingApp({ PIX_EXPIRY_SECONDS: '60' });

const authed = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  app.inject({
    method,
    url,
    remoteAddress: uniqueIp(),
    ...(payload ? { payload } : {}),
    headers: { authorization: `Bearer ${token}`, 'idempotency-key': randomUUID() },
  });

describe('a donation’s Pix paid after its expiry', () => {
  it('is returned to the payer and recorded; a PSP refusing the devolução leaves it pending and retried', async () => {
    const me = await orderingCustomer(app, database);
    const given = await authed(me.token, 'POST', '/api/doacao', { valor: 1000, pagamento: { tipo: 'pix' } });
    expect(given.statusCode, given.body).toBe(201);
    const id: number = given.json().data.id;
    const txid = await api.donations.pixTxid(me.id, id);

    clock.advance(60_000);
    await api.payments.reconcile();
    expect((await authed(me.token, 'GET', `/api/doacao?doacaoId=${id}`)).json().data.status).toBe('expirado');
    const notification = await payLatePix(api, txid!);

    const psp = refusingPixRefunds(api);
    const calls = psp.state.calls;
    try {
      expect((await deliverPixNotification(app, notification)).statusCode).toBe(200);
      expect(calls).toHaveLength(1);
      expect((await authed(me.token, 'GET', `/api/doacao?doacaoId=${id}`)).json().data).toMatchObject({
        status: 'estorno_pendente',
        pix: null,
      });

      psp.state.refusing = false;
      clock.advance(30_000);
      await api.payments.reconcile();
      expect(calls).toHaveLength(2);
      expect((await authed(me.token, 'GET', `/api/doacao?doacaoId=${id}`)).json().data.status).toBe(
        'estornado',
      );
      const charge = await api.pix.getCharge(txid!);
      if (charge.outcome !== 'found') throw new Error('charge gone');
      expect(charge.charge.payments[0]!.refunds.map((r) => r.amount)).toEqual([1000]);

      clock.advance(3_600_000);
      await api.payments.reconcile();
      expect(calls).toHaveLength(2);
    } finally {
      psp.restore();
    }
  });
});
