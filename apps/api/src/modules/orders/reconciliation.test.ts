import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CARD_REFUSALS } from '../../providers/payments/refusals.ts';
import {
  appOn,
  cancelledOrdersHolding,
  couponState,
  giftCardState,
  giftCardToken,
  insertCoupon,
  insertGiftCard,
  ONE_NIGUIRI_TOTAL,
  orderBody,
  orderingApp,
  orderingCustomer,
  ordersOf,
  paymentOf,
  placer,
  reader,
  saveCard,
  watchGateway,
} from './testing.ts';
import { ORDER_MESSAGES } from './texts.ts';

const { app, api, database, db, clock } = await orderingApp();
const place = placer(app);
const read = reader(app);
const gateway = watchGateway(api);

/** A customer paying with `numero`, a R$ 10,00 gift card and a single-use R$ 3,00 coupon. */
async function pendingCardOrder(numero: string) {
  const me = await orderingCustomer(app, database);
  const card = await saveCard(app, me.token, numero);
  const giftCard = await insertGiftCard(db, 1000);
  const coupon = await insertCoupon(db, { valor: 300, limiteTotal: 1 });
  const token = await giftCardToken(app, giftCard);
  const total = ONE_NIGUIRI_TOTAL - 300 - 1000;
  const body = orderBody(me.addressId, { tipo: 'cartao', cartao_id: card }, total, {
    cupom: coupon.codigo,
    gift_cards: [{ token }],
  });
  const key = randomUUID();
  const res = await place(me.token, body, key);
  expect(res.statusCode, res.body).toBe(201);
  const answer = res.json();
  expect(answer.message).toBe(ORDER_MESSAGES.confirming);
  expect(answer.data).toMatchObject({
    status: 'Aguardando pagamento',
    total: { valor: total },
    formaPagamento: { tipo: 'cartao', status: 'aguardando' },
  });
  const orderId = answer.data.id as number;
  const { chave } = await paymentOf(db, orderId);
  expect(gateway.charges(chave)).toBe(1);
  expect(gateway.queries(chave)).toBe(0);
  // Held while the payment is being confirmed.
  expect(await giftCardState(db, giftCard.id)).toMatchObject({ saldo: 0, held: 1000 });
  expect((await couponState(db, coupon.id)).usos).toBe(1);
  return { me, orderId, chave, giftCard, coupon, body, key, first: res.body };
}

const statuses = (order: { historicoStatus: Array<{ status: string }> }) =>
  order.historicoStatus.map((entry) => entry.status);

describe('reconciliation of card payments', () => {
  it('4000000000000036 (processing, then approved): Pendente after one round, still one charge', async () => {
    const placed = await pendingCardOrder('4000 0000 0000 0036');
    expect(await api.payments.reconcile()).toBeGreaterThanOrEqual(1);
    const order = (await read(placed.me.token, placed.orderId)).json().data;
    expect(order.status).toBe('Pendente');
    expect(statuses(order)).toEqual(['Aguardando pagamento', 'Pendente']);
    expect(order.formaPagamento.status).toBe('aprovado');
    expect(gateway.charges(placed.chave)).toBe(1);
    expect(gateway.queries(placed.chave)).toBe(1);
    // Paid: what it holds stays held.
    expect(await giftCardState(db, placed.giftCard.id)).toMatchObject({ saldo: 0, held: 1000 });
    expect((await couponState(db, placed.coupon.id)).usos).toBe(1);

    // Another round changes nothing and asks nothing more.
    await api.payments.reconcile();
    const again = (await read(placed.me.token, placed.orderId)).json().data;
    expect(again).toEqual(order);
    expect(gateway.charges(placed.chave)).toBe(1);
    expect(gateway.queries(placed.chave)).toBe(1);
    // A replay of the placing request still gets the first answer, and charges nothing.
    const replay = await place(placed.me.token, placed.body, placed.key);
    expect(replay.body).toBe(placed.first);
    expect(gateway.charges(placed.chave)).toBe(1);
  });

  it('a restarted process settles a charge the sandbox took before the crash, instead of cancelling the order', async () => {
    const placed = await pendingCardOrder('4000 0000 0000 0036');
    // kill -9 of the process that placed it: a new process on the same database, with a new sandbox gateway of
    // its own, finds the charge in the sandbox's ledger (the database), as a real provider would answer
    const restarted = await appOn(database);
    expect(await restarted.api.payments.reconcile()).toBeGreaterThanOrEqual(1);
    const order = (await read(placed.me.token, placed.orderId)).json().data;
    expect(order.status).toBe('Pendente');
    expect(order.formaPagamento.status).toBe('aprovado');
    expect(gateway.charges(placed.chave)).toBe(1);
  });

  it('4000000000000044 (processing, then refused): Cancelado, gift card and coupon given back', async () => {
    const placed = await pendingCardOrder('4000 0000 0000 0044');
    await api.payments.reconcile();
    const order = (await read(placed.me.token, placed.orderId)).json().data;
    expect(order.status).toBe('Cancelado');
    expect(statuses(order)).toEqual(['Aguardando pagamento', 'Cancelado']);
    expect(order.formaPagamento).toMatchObject({
      status: 'recusado',
      motivo: CARD_REFUSALS.card_declined.message,
    });
    expect(await giftCardState(db, placed.giftCard.id)).toEqual({
      saldo: 1000,
      held: 0,
      heldDebits: 0,
      returnedDebits: 1,
    });
    expect(await couponState(db, placed.coupon.id)).toEqual({ usos: 0, uses: [] });
    expect(gateway.charges(placed.chave)).toBe(1);

    await api.payments.reconcile();
    expect((await read(placed.me.token, placed.orderId)).json().data).toEqual(order);
    expect((await giftCardState(db, placed.giftCard.id)).saldo).toBe(1000);
    expect((await couponState(db, placed.coupon.id)).usos).toBe(0);
  });

  it('a provider time-out (last digit 6): Aguardando pagamento, then the round settles it once', async () => {
    const placed = await pendingCardOrder('4000 0000 0000 1026');
    await api.payments.reconcile();
    const order = (await read(placed.me.token, placed.orderId)).json().data;
    expect(order.status).toBe('Cancelado');
    expect(order.formaPagamento).toMatchObject({
      status: 'recusado',
      motivo: CARD_REFUSALS.card_issuer_unavailable.message,
    });
    expect(gateway.charges(placed.chave)).toBe(1);
    expect(gateway.queries(placed.chave)).toBe(1);
    expect((await giftCardState(db, placed.giftCard.id)).saldo).toBe(1000);
    expect((await couponState(db, placed.coupon.id)).usos).toBe(0);
    await api.payments.reconcile();
    expect(gateway.queries(placed.chave)).toBe(1);
    expect((await read(placed.me.token, placed.orderId)).json().data).toEqual(order);
  });

  it('rounds racing on one payment settle it once', async () => {
    const placed = await pendingCardOrder('4000 0000 0000 0044');
    await Promise.all([api.payments.reconcile(), api.payments.reconcile(), api.payments.reconcile()]);
    const order = (await read(placed.me.token, placed.orderId)).json().data;
    expect(statuses(order)).toEqual(['Aguardando pagamento', 'Cancelado']);
    expect(await giftCardState(db, placed.giftCard.id)).toEqual({
      saldo: 1000,
      held: 0,
      heldDebits: 0,
      returnedDebits: 1,
    });
    expect(await couponState(db, placed.coupon.id)).toEqual({ usos: 0, uses: [] });
    expect(gateway.charges(placed.chave)).toBe(1);
  });

  it('a round only asks about payments nobody touched for the interval', async () => {
    const placed = await pendingCardOrder('4000 0000 0000 0036');
    await api.payments.reconcile(60_000);
    expect(gateway.queries(placed.chave)).toBe(0);
    expect((await read(placed.me.token, placed.orderId)).json().data.status).toBe('Aguardando pagamento');
    clock.advance(61_000);
    await api.payments.reconcile(60_000);
    expect(gateway.queries(placed.chave)).toBe(1);
    expect((await read(placed.me.token, placed.orderId)).json().data.status).toBe('Pendente');
    expect(gateway.charges(placed.chave)).toBe(1);
  });

  it('a charge the round gave up on, approved after all, is refunded and the order stays cancelled', async () => {
    const me = await orderingCustomer(app, database);
    const card = await saveCard(app, me.token);
    const giftCard = await insertGiftCard(db, 1000);
    const token = await giftCardToken(app, giftCard);
    const total = ONE_NIGUIRI_TOTAL - 1000;
    const body = orderBody(me.addressId, { tipo: 'cartao', cartao_id: card }, total, {
      gift_cards: [{ token }],
    });
    // The provider takes its time with this charge: it is still in flight when the next round asks about it.
    const sandbox = api.cards.gatewayOf('sandbox')!;
    const charge = sandbox.charge;
    let arrived!: () => void;
    let answer!: () => void;
    const reached = new Promise<void>((resolve) => {
      arrived = resolve;
    });
    const provider = new Promise<void>((resolve) => {
      answer = resolve;
    });
    sandbox.charge = async (input) => {
      arrived();
      await provider;
      return charge(input);
    };
    try {
      const key = randomUUID();
      const placing = place(me.token, body, key);
      await reached;
      clock.advance(121_000);
      await api.payments.reconcile();
      const orderId = (await ordersOf(db, me.id))[0]!.id;
      expect((await read(me.token, orderId)).json().data.status).toBe('Cancelado');
      expect((await giftCardState(db, giftCard.id)).saldo).toBe(1000);
      answer();
      const res = await placing;
      // The money came in for a cancelled order: it goes back, and the customer is not told the order was placed.
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json()).toMatchObject({
        code: 'card_processing_error',
        message: ORDER_MESSAGES.notCompleted,
        data: { pedidoId: orderId, status: 'Cancelado' },
      });
      const payment = await paymentOf(db, orderId);
      expect(payment).toMatchObject({ status: 'estornado', valorEstornado: total });
      const queried = await sandbox.queryCharge({
        idempotencyKey: payment.chave!,
        chargeId: payment.chargeId,
      });
      expect(queried).toMatchObject({
        outcome: 'approved',
        charge: { status: 'refunded', refundedAmount: total },
      });
      const order = (await read(me.token, orderId)).json().data;
      expect(order.historicoStatus.map((h: { status: string }) => h.status)).toEqual([
        'Aguardando pagamento',
        'Cancelado',
      ]);
      expect(await giftCardState(db, giftCard.id)).toEqual({
        saldo: 1000,
        held: 0,
        heldDebits: 0,
        returnedDebits: 1,
      });
      expect((await place(me.token, body, key)).body).toBe(res.body);
    } finally {
      sandbox.charge = charge;
    }
  });

  it('leaves no cancelled order holding anything and no card order waiting', async () => {
    expect(await cancelledOrdersHolding(db)).toEqual([]);
    expect(await api.payments.reconcile()).toBe(0);
  });
});
