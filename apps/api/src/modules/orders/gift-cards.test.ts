import { describe, expect, it } from 'vitest';
import {
  giftCardState,
  giftCardToken,
  insertGiftCard,
  NIGUIRI,
  ONE_NIGUIRI_TOTAL,
  orderBody,
  orderingApp,
  orderingCustomer,
  paymentOf,
  placer,
  quote,
  saveCard,
  watchGateway,
} from './testing.ts';

const { app, api, database, db } = await orderingApp();
const place = placer(app);
const gateway = watchGateway(api);

describe('gift cards in an order (§9)', () => {
  it("refuse another customer's validation token with a 403 and hold nothing", async () => {
    const [ana, bruno] = [await orderingCustomer(app, database), await orderingCustomer(app, database)];
    const giftCard = await insertGiftCard(db, 10_000);
    const gift_cards = [{ token: await giftCardToken(app, giftCard, ana.token) }];
    const res = await place(bruno.token, orderBody(bruno.addressId, { tipo: 'dinheiro' }, 0, { gift_cards }));
    expect(res.statusCode, res.body).toBe(403);
    expect(res.json()).toMatchObject({
      code: 'gift_card_other_customer',
      message: 'Este Gift Card foi validado em outra conta. Adicione-o novamente com o número e a senha.',
    });
    expect(await giftCardState(db, giftCard.id)).toMatchObject({ saldo: 10_000, held: 0 });
    const mine = await place(ana.token, orderBody(ana.addressId, { tipo: 'dinheiro' }, 0, { gift_cards }));
    expect(mine.statusCode, mine.body).toBe(201);
  });

  it('are debited in the order given: the first pays what it holds, the second the rest', async () => {
    const me = await orderingCustomer(app, database);
    const first = await insertGiftCard(db, 1000);
    const second = await insertGiftCard(db, 5000);
    const gift_cards = [
      { token: await giftCardToken(app, first) },
      { token: await giftCardToken(app, second) },
    ];
    const bag = { lojaId: 1, itens: [{ cod: NIGUIRI, qtd: 1 }], gift_cards };
    expect((await quote(app, me.token, bag)).totais.total.valor).toBe(0);
    const res = await place(me.token, orderBody(me.addressId, { tipo: 'dinheiro' }, 0, { gift_cards }));
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json().data;
    expect(order.gift_card).toEqual([
      {
        numero_cartao_mascarado: `**** ${first.numero.slice(-4)}`,
        valor_debitado: { valor: 1000, texto: expect.any(String) },
      },
      {
        numero_cartao_mascarado: `**** ${second.numero.slice(-4)}`,
        valor_debitado: { valor: ONE_NIGUIRI_TOTAL - 1000, texto: expect.any(String) },
      },
    ]);
    expect(order).toMatchObject({
      status: 'Pendente',
      total: { valor: 0 },
      formaPagamento: { tipo: 'gift_card', label: 'Pago com gift card', forma: null, status: 'aprovado' },
    });
    expect(await giftCardState(db, first.id)).toMatchObject({ saldo: 0, held: 1000 });
    expect(await giftCardState(db, second.id)).toMatchObject({ saldo: 5000 - (ONE_NIGUIRI_TOTAL - 1000) });
  });

  it('covering the whole order, nothing is charged to the card or by Pix that was chosen', async () => {
    const me = await orderingCustomer(app, database);
    const card = await saveCard(app, me.token);
    const giftCard = await insertGiftCard(db, 10_000);
    const gift_cards = [{ token: await giftCardToken(app, giftCard) }];
    const charges = gateway.charges();
    for (const pagamento of [{ tipo: 'cartao', cartao_id: card }, { tipo: 'pix' }] as const) {
      const res = await place(me.token, orderBody(me.addressId, pagamento, 0, { gift_cards }));
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().data).toMatchObject({
        status: 'Pendente',
        pix: null,
        formaPagamento: { tipo: 'gift_card', status: 'aprovado' },
      });
      const payment = await paymentOf(db, res.json().data.id);
      expect(payment.pixTxid).toBeNull();
      expect(payment.chargeId).toBeNull();
    }
    expect(gateway.charges()).toBe(charges);
    expect(await giftCardState(db, giftCard.id)).toMatchObject({ saldo: 10_000 - 2 * ONE_NIGUIRI_TOTAL });
  });

  it('a refused card gives both cards back, each exactly what it paid', async () => {
    const me = await orderingCustomer(app, database);
    const card = await saveCard(app, me.token, '4000 0000 0000 1042');
    const first = await insertGiftCard(db, 500);
    const second = await insertGiftCard(db, 700);
    const gift_cards = [
      { token: await giftCardToken(app, first) },
      { token: await giftCardToken(app, second) },
    ];
    const total = ONE_NIGUIRI_TOTAL - 1200;
    const res = await place(
      me.token,
      orderBody(me.addressId, { tipo: 'cartao', cartao_id: card }, total, { gift_cards }),
    );
    expect(res.statusCode, res.body).toBe(422);
    expect(await giftCardState(db, first.id)).toEqual({
      saldo: 500,
      held: 0,
      heldDebits: 0,
      returnedDebits: 1,
    });
    expect(await giftCardState(db, second.id)).toEqual({
      saldo: 700,
      held: 0,
      heldDebits: 0,
      returnedDebits: 1,
    });
  });
});
