import { describe, expect, it } from 'vitest';
import {
  deliverPixNotification,
  ONE_NIGUIRI_TOTAL,
  orderBody,
  orderingApp,
  orderingCustomer,
  payLatePix,
  paymentOf,
  placer,
  reader,
  refusingPixRefunds,
} from './testing.ts';

const { app, api, database, db, clock } = await orderingApp({ PIX_EXPIRY_SECONDS: '60' });
const place = placer(app);
const read = reader(app);

describe('a Pix paid after its order expired, while the PSP refuses the devolução', () => {
  it('is "estorno pendente" (on the board too) until the PSP returns it, retried with back-off, once', async () => {
    const me = await orderingCustomer(app, database);
    const res = await place(me.token, orderBody(me.addressId, { tipo: 'pix' }, ONE_NIGUIRI_TOTAL));
    expect(res.statusCode, res.body).toBe(201);
    const orderId: number = res.json().data.id;
    const { pixTxid } = await paymentOf(db, orderId);

    // Our round and the PSP disagree by an instant: at the expiry we cancel, the payer's bank still settles it.
    clock.advance(60_000);
    await api.payments.reconcile();
    expect((await read(me.token, orderId)).json().data.status).toBe('Cancelado');
    const notification = await payLatePix(api, pixTxid!);

    const psp = refusingPixRefunds(api);
    try {
      expect((await deliverPixNotification(app, notification)).statusCode).toBe(200);
      expect(psp.state.calls).toHaveLength(1);
      expect(await paymentOf(db, orderId)).toMatchObject({ status: 'estorno_pendente', valorEstornado: 0 });
      expect((await read(me.token, orderId)).json().data).toMatchObject({
        status: 'Cancelado',
        formaPagamento: {
          status: 'estorno_pendente',
          estorno: { status: 'em_processamento', valor: { valor: ONE_NIGUIRI_TOTAL }, estornado_em: null },
        },
      });
      const board = await api.orders.board(1);
      expect(board.find((o) => o.id === orderId)?.pagamento).toBe('Pix — estorno pendente');

      // Retried by the rounds, not at every one of them: the first retry waits 30 s, the next one 60 s.
      await api.payments.reconcile();
      expect(psp.state.calls).toHaveLength(1);
      clock.advance(30_000);
      await api.payments.reconcile();
      expect(psp.state.calls).toHaveLength(2);
      clock.advance(30_000);
      await api.payments.reconcile();
      expect(psp.state.calls).toHaveLength(2);

      psp.state.refusing = false;
      clock.advance(30_000);
      await api.payments.reconcile();
      expect(psp.state.calls).toHaveLength(3);
      expect(new Set(psp.state.calls.map((call) => call.idempotencyKey)).size).toBe(1);
      expect(await paymentOf(db, orderId)).toMatchObject({
        status: 'estornado',
        valorEstornado: ONE_NIGUIRI_TOTAL,
      });
      const charge = await api.pix.getCharge(pixTxid!);
      if (charge.outcome !== 'found') throw new Error('charge gone');
      expect(charge.charge.payments[0]!.refunds.map((r) => r.amount)).toEqual([ONE_NIGUIRI_TOTAL]);
      expect((await api.orders.board(1)).find((o) => o.id === orderId)?.pagamento).toBe('Pix — estornado');

      clock.advance(3_600_000);
      await api.payments.reconcile();
      expect(psp.state.calls).toHaveLength(3);
    } finally {
      psp.restore();
    }
  });
});
