import { COUPON_MESSAGES } from '@comanda/domain';
import { and, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import * as t from '../../db/schema/index.ts';
import { CARD_REFUSALS } from '../../providers/payments/refusals.ts';
import { uniqueIp } from '../bag/testing.ts';
import { CARD_MESSAGES } from '../cards/texts.ts';
import {
  cancelledOrdersHolding,
  couponState,
  FAR_FROM_STORE_1,
  giftCardState,
  giftCardToken,
  insertCoupon,
  insertGiftCard,
  NEAR_STORE_3,
  NIGUIRI,
  ONE_NIGUIRI_TOTAL,
  orderBody,
  orderingApp,
  orderingCustomer,
  ordersOf,
  placer,
  quote,
  reader,
  saveCard,
} from './testing.ts';
import { ORDER_MESSAGES } from './texts.ts';

const { app, database, db, clock } = await orderingApp();
const place = placer(app);
const read = reader(app);
const bag = { lojaId: 1, itens: [{ cod: NIGUIRI, qtd: 1 }] };

async function savedCardRow(id: number) {
  const [row] = await db.select().from(t.savedCards).where(eq(t.savedCards.id, id));
  return row!;
}

describe('a refused card', () => {
  it('cancels the order, gives back the gift card and the coupon, and a second card places it', async () => {
    const me = await orderingCustomer(app, database);
    const giftCard = await insertGiftCard(db, 1000);
    const token = await giftCardToken(app, giftCard);
    const coupon = await insertCoupon(db, { valor: 300, limiteTotal: 1 });
    const extra = { cupom: coupon.codigo, gift_cards: [{ token }] };
    const expected = ONE_NIGUIRI_TOTAL - 300 - 1000;
    expect((await quote(app, me.token, { ...bag, ...extra })).totais.total.valor).toBe(expected);

    const declined = await saveCard(app, me.token, '4000 0000 0000 1042');
    const res = await place(
      me.token,
      orderBody(me.addressId, { tipo: 'cartao', cartao_id: declined }, expected, extra),
    );
    expect(res.statusCode, res.body).toBe(422);
    const body = res.json();
    expect(body).toMatchObject({
      status: 'error',
      code: 'card_declined',
      message: CARD_REFUSALS.card_declined.message,
      data: { status: 'Cancelado' },
    });
    const order = (await read(me.token, body.data.pedidoId)).json().data;
    expect(order.status).toBe('Cancelado');
    expect(order.historicoStatus.map((h: { status: string }) => h.status)).toEqual([
      'Aguardando pagamento',
      'Cancelado',
    ]);
    expect(order.formaPagamento).toMatchObject({
      status: 'recusado',
      motivo: CARD_REFUSALS.card_declined.message,
    });
    expect(await giftCardState(db, giftCard.id)).toEqual({
      saldo: 1000,
      held: 0,
      heldDebits: 0,
      returnedDebits: 1,
    });
    expect(await couponState(db, coupon.id)).toEqual({ usos: 0, uses: [] });
    // A plain refusal does not make the card unusable.
    expect((await savedCardRow(declined)).falhaTransacao).toBe(false);

    const good = await saveCard(app, me.token, '4000 0000 0000 0010');
    const again = await place(
      me.token,
      orderBody(me.addressId, { tipo: 'cartao', cartao_id: good }, expected, extra),
    );
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json().data).toMatchObject({
      status: 'Pendente',
      total: { valor: expected },
      desconto: { valor: 300 },
      gift_card: [{ valor_debitado: { valor: 1000 } }],
    });
    expect(await giftCardState(db, giftCard.id)).toMatchObject({ saldo: 0, held: 1000, heldDebits: 1 });
    expect((await couponState(db, coupon.id)).usos).toBe(1);
  });

  it.each([
    ['4000 0000 0000 1083', 'card_expired', true],
    ['4000 0000 0000 1067', 'card_canceled', true],
    ['4000 0000 0000 1075', 'card_blocked', false],
    ['4000 0000 0000 1018', 'card_problem', false],
  ] as const)('%s: 422 %s, the card flagged unusable: %s', async (numero, code, unusable) => {
    const me = await orderingCustomer(app, database);
    const card = await saveCard(app, me.token, numero);
    const body = orderBody(me.addressId, { tipo: 'cartao', cartao_id: card }, ONE_NIGUIRI_TOTAL);
    const res = await place(me.token, body);
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json()).toMatchObject({
      code,
      message: CARD_REFUSALS[code].message,
      data: { status: 'Cancelado' },
    });
    expect((await savedCardRow(card)).falhaTransacao).toBe(unusable);
    const next = await place(me.token, body);
    if (unusable) {
      // The app asks to register the card again; nothing is placed.
      expect(next.statusCode).toBe(422);
      expect(next.json()).toMatchObject({ code: 'card_unusable', message: CARD_MESSAGES.unusable });
      expect(await ordersOf(db, me.id)).toHaveLength(1);
    } else {
      expect(next.json().code).toBe(code);
    }
  });
});

describe('refusals before anything is held', () => {
  async function expectNothingPlaced(customerId: number) {
    expect(await ordersOf(db, customerId)).toHaveLength(0);
  }

  it('store closed: Monday 2 June 2025 at noon, store 1 opens only at 18:00', async () => {
    const me = await orderingCustomer(app, database);
    const monday = -24 * 3600_000;
    clock.advance(monday);
    try {
      const total = (await quote(app, me.token, bag)).totais.total.valor;
      const res = await place(me.token, orderBody(me.addressId, { tipo: 'dinheiro' }, total));
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json()).toMatchObject({
        status: 'error',
        code: 'store_closed',
        message: 'Restaurante fechado no momento.',
      });
    } finally {
      clock.advance(-monday);
    }
    await expectNothingPlaced(me.id);
    // Back on Tuesday at noon the same order goes through.
    const open = await place(me.token, orderBody(me.addressId, { tipo: 'dinheiro' }, ONE_NIGUIRI_TOTAL));
    expect(open.statusCode, open.body).toBe(201);
  });

  it("another customer's address is a 404", async () => {
    const me = await orderingCustomer(app, database);
    const other = await orderingCustomer(app, database);
    const res = await place(me.token, orderBody(other.addressId, { tipo: 'dinheiro' }, ONE_NIGUIRI_TOTAL));
    expect(res.statusCode, res.body).toBe(404);
    expect(res.json()).toMatchObject({ code: 'address_not_found', message: ORDER_MESSAGES.addressNotFound });
    await expectNothingPlaced(me.id);
    await expectNothingPlaced(other.id);
  });

  it('an address outside the delivery area is refused', async () => {
    const me = await orderingCustomer(app, database, FAR_FROM_STORE_1);
    const res = await place(me.token, orderBody(me.addressId, { tipo: 'dinheiro' }, ONE_NIGUIRI_TOTAL));
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'outside_delivery_area',
      message: 'Endereço fora da área de entrega desta loja.',
    });
    await expectNothingPlaced(me.id);
  });

  it('a product that became unavailable after the bag was priced', async () => {
    const me = await orderingCustomer(app, database);
    const dorayaki = { lojaId: 1, itens: [{ cod: 7005, qtd: 1 }] };
    const total = (await quote(app, me.token, dorayaki)).totais.total.valor;
    expect(total).toBe(1690 + 490);
    await db.insert(t.productStores).values({ productCod: 7005, storeId: 1, disponivel: false });
    try {
      const res = await place(me.token, orderBody(me.addressId, { tipo: 'dinheiro' }, total, dorayaki));
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json()).toMatchObject({
        code: 'product_unavailable',
        message: 'Produto indisponível: Dorayaki não está disponível nesta loja.',
      });
    } finally {
      await db
        .delete(t.productStores)
        .where(and(eq(t.productStores.productCod, 7005), eq(t.productStores.storeId, 1)));
    }
    await expectNothingPlaced(me.id);
  });

  it('a total that changed is a 409 carrying the re-priced bag', async () => {
    const me = await orderingCustomer(app, database);
    const res = await place(me.token, orderBody(me.addressId, { tipo: 'dinheiro' }, ONE_NIGUIRI_TOTAL - 100));
    expect(res.statusCode, res.body).toBe(409);
    const body = res.json();
    expect(body).toMatchObject({ code: 'order_total_changed', message: ORDER_MESSAGES.totalChanged });
    expect(body.data).toMatchObject({
      loja: { id: 1 },
      itens: [{ cod: NIGUIRI, qtd: 1 }],
      totais: {
        valor_itens: { valor: 1890 },
        frete: { valor: 490 },
        total: { valor: ONE_NIGUIRI_TOTAL },
      },
      frete_estimado: false,
      precos_alterados: true,
    });
    await expectNothingPlaced(me.id);
  });

  it('a coupon or a gift card that is no longer valid', async () => {
    const me = await orderingCustomer(app, database);
    const expired = await place(
      me.token,
      orderBody(me.addressId, { tipo: 'dinheiro' }, ONE_NIGUIRI_TOTAL - 1000, { cupom: 'VERAO2024' }),
    );
    expect(expired.statusCode, expired.body).toBe(422);
    expect(expired.json()).toMatchObject({ code: 'coupon_expired', message: COUPON_MESSAGES.expired });

    const card = await insertGiftCard(db, 500);
    const token = await giftCardToken(app, card);
    await db.update(t.giftCards).set({ bloqueado: true }).where(eq(t.giftCards.id, card.id));
    const blocked = await place(
      me.token,
      orderBody(me.addressId, { tipo: 'dinheiro' }, ONE_NIGUIRI_TOTAL - 500, { gift_cards: [{ token }] }),
    );
    expect(blocked.statusCode, blocked.body).toBe(422);
    expect(blocked.json()).toMatchObject({
      code: 'gift_card_blocked',
      message: 'O seu Gift Card está bloqueado. Tente adicionar outro Gift Card.',
    });
    await expectNothingPlaced(me.id);
  });

  it('a payment the store does not offer is refused, one it offers is placed', async () => {
    const notOffered = { code: 'payment_method_not_offered', message: ORDER_MESSAGES.paymentNotOffered };
    // Store 3's catalogue has no Pix, and takes only Visa, Mastercard and Elo in the app.
    const sudoeste = await orderingCustomer(app, database, { ...NEAR_STORE_3, lojaId: 3 });
    const store3 = { lojaId: 3, itens: [{ cod: NIGUIRI, qtd: 1 }] };
    const total3 = (await quote(app, sudoeste.token, store3, NEAR_STORE_3)).totais.total.valor;
    const pix = await place(sudoeste.token, orderBody(sudoeste.addressId, { tipo: 'pix' }, total3, store3));
    expect(pix.statusCode, pix.body).toBe(422);
    expect(pix.json()).toMatchObject(notOffered);
    const amex = await saveCard(app, sudoeste.token, '3782 822463 10005', { cvv: '4321' });
    const amexOrder = await place(
      sudoeste.token,
      orderBody(sudoeste.addressId, { tipo: 'cartao', cartao_id: amex }, total3, store3),
    );
    expect(amexOrder.statusCode, amexOrder.body).toBe(422);
    expect(amexOrder.json()).toMatchObject(notOffered);
    await expectNothingPlaced(sudoeste.id);
    const cash3 = await place(
      sudoeste.token,
      orderBody(sudoeste.addressId, { tipo: 'dinheiro' }, total3, store3),
    );
    expect(cash3.statusCode, cash3.body).toBe(201);

    // Store 1 takes debit cards only on delivery, and Visa, Mastercard and Elo only.
    const me = await orderingCustomer(app, database);
    const debit = await saveCard(app, me.token, '4000 0000 0000 0010', { tipo: 'Débito' });
    for (const pagamento of [
      { tipo: 'cartao', cartao_id: debit },
      { tipo: 'cartao_entrega', forma: 'DEBIT', bandeira: 'Amex' },
      { tipo: 'cartao_entrega', forma: 'MEAL_VOUCHER', bandeira: 'Visa' },
    ] as const) {
      const res = await place(me.token, orderBody(me.addressId, pagamento, ONE_NIGUIRI_TOTAL));
      expect(res.statusCode, `${JSON.stringify(pagamento)}: ${res.body}`).toBe(422);
      expect(res.json()).toMatchObject(notOffered);
    }
    await expectNothingPlaced(me.id);
    const onDelivery = await place(
      me.token,
      orderBody(me.addressId, { tipo: 'cartao_entrega', forma: 'DEBIT', bandeira: 'Elo' }, ONE_NIGUIRI_TOTAL),
    );
    expect(onDelivery.statusCode, onDelivery.body).toBe(201);
    expect(onDelivery.json().data).toMatchObject({
      status: 'Pendente',
      formaPagamento: { tipo: 'cartao_entrega', forma: 'DEBIT', bandeira: 'Elo', status: 'na_entrega' },
    });
  });

  it('cash: the change-for must be above the total', async () => {
    const me = await orderingCustomer(app, database);
    for (const troco of [ONE_NIGUIRI_TOTAL, ONE_NIGUIRI_TOTAL - 1, 100]) {
      const res = await place(
        me.token,
        orderBody(me.addressId, { tipo: 'dinheiro', troco_para: troco }, ONE_NIGUIRI_TOTAL),
      );
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json()).toMatchObject({
        code: 'cash_change_too_low',
        message: ORDER_MESSAGES.cashChangeTooLow,
      });
    }
    await expectNothingPlaced(me.id);
    const res = await place(
      me.token,
      orderBody(me.addressId, { tipo: 'dinheiro', troco_para: 5000 }, ONE_NIGUIRI_TOTAL),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.formaPagamento).toMatchObject({
      tipo: 'dinheiro',
      label: 'Dinheiro',
      troco_para: { valor: 5000 },
      status: 'na_entrega',
    });
  });

  it("another customer's saved card is a 404 and charges nothing", async () => {
    const me = await orderingCustomer(app, database);
    const other = await orderingCustomer(app, database);
    const theirs = await saveCard(app, other.token);
    const res = await place(
      me.token,
      orderBody(me.addressId, { tipo: 'cartao', cartao_id: theirs }, ONE_NIGUIRI_TOTAL),
    );
    expect(res.statusCode, res.body).toBe(404);
    expect(res.json()).toMatchObject({ code: 'card_not_found', message: CARD_MESSAGES.notFound });
    await expectNothingPlaced(me.id);
  });

  it('an account places at most AUTH_RATE_LIMIT_MAX (10) orders a minute', async () => {
    const me = await orderingCustomer(app, database);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) statuses.push((await place(me.token, {}, null)).statusCode);
    expect(statuses).toEqual([...Array(10).fill(400), 429]);
    const limited = await place(me.token, orderBody(me.addressId, { tipo: 'dinheiro' }, ONE_NIGUIRI_TOTAL));
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('rate_limited');
    await expectNothingPlaced(me.id);
    // Another account is not held back.
    const other = await orderingCustomer(app, database);
    expect(
      (await place(other.token, orderBody(other.addressId, { tipo: 'dinheiro' }, ONE_NIGUIRI_TOTAL)))
        .statusCode,
    ).toBe(201);
  });

  it('without a session: 401', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/pedido',
      remoteAddress: uniqueIp(),
      headers: { 'idempotency-key': 'sem-sessao-123' },
      payload: orderBody(1, { tipo: 'dinheiro' }, ONE_NIGUIRI_TOTAL),
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('not_authenticated');
  });
});

describe('malformed bodies', () => {
  it('are 400s with a pt-BR message naming what is wrong — never a 5xx — and place nothing', async () => {
    const me = await orderingCustomer(app, database);
    const good = orderBody(me.addressId, { tipo: 'dinheiro' }, ONE_NIGUIRI_TOTAL);
    const garbage: Array<[string, unknown, string?]> = [
      ['empty object', {}],
      ['array', [good]],
      ['number', 42],
      ['no payment', { ...good, pagamento: undefined }],
      ['unknown payment', { ...good, pagamento: { tipo: 'bitcoin' } }, 'Escolha uma forma de pagamento.'],
      ['payment as text', { ...good, pagamento: 'dinheiro' }],
      ['card without id', { ...good, pagamento: { tipo: 'cartao' } }],
      ['card id as text', { ...good, pagamento: { tipo: 'cartao', cartao_id: 'um' } }],
      ['negative change', { ...good, pagamento: { tipo: 'dinheiro', troco_para: -5 } }],
      ['fractional change', { ...good, pagamento: { tipo: 'dinheiro', troco_para: 10.5 } }],
      [
        'unknown brand',
        { ...good, pagamento: { tipo: 'cartao_entrega', forma: 'CREDIT', bandeira: 'Bitcoin' } },
        'Bandeira de cartão não aceita.',
      ],
      ['unknown forma', { ...good, pagamento: { tipo: 'cartao_entrega', forma: 'PIX', bandeira: 'Visa' } }],
      ['address zero', { ...good, endereco_id: 0 }],
      ['address as text', { ...good, endereco_id: 'casa' }],
      ['address too big', { ...good, endereco_id: 1e12 }],
      ['no total', { ...good, total: undefined }],
      ['total as text', { ...good, total: { valor: 'vinte' } }],
      ['fractional total', { ...good, total: { valor: 23.8 } }],
      ['total as number', { ...good, total: 2380 }],
      ['items as text', { ...good, itens: 'niguiri' }],
      ['negative quantity', { ...good, itens: [{ cod: NIGUIRI, qtd: -1 }] }],
      ['fractional quantity', { ...good, itens: [{ cod: NIGUIRI, qtd: 1.5 }] }],
      ['product as text', { ...good, itens: [{ cod: 'niguiri', qtd: 1 }] }],
      ['too many items', { ...good, itens: Array.from({ length: 51 }, () => ({ cod: NIGUIRI, qtd: 1 })) }],
      ['bad CPF', { ...good, cpf_nota: '111.111.111-11' }],
      ['CPF as number', { ...good, cpf_nota: 52601815906 }],
      ['unknown channel', { ...good, canal: 'telefone' }],
      ['short gift card token', { ...good, gift_cards: [{ token: 'x' }] }],
      ['gift card as text', { ...good, gift_cards: ['6035000011112222'] }],
      ['long coupon', { ...good, cupom: 'A'.repeat(41) }],
      ['control character', { ...good, cupom: 'HANAMI\u000015' }],
      ['no store', { ...good, lojaId: undefined }],
      ['store as text', { ...good, lojaId: 'um' }],
    ];
    const english =
      /\b(expected|invalid|required|received|must|undefined|null|string|number|object|array)\b/i;
    const placers: number[] = [];
    for (const [label, payload, message] of garbage) {
      // A customer per payload: placements are limited per account and per minute.
      const someone = await orderingCustomer(app, database);
      placers.push(someone.id);
      const res = await place(someone.token, payload);
      expect(res.statusCode, `${label}: ${res.body}`).toBe(400);
      const body = res.json();
      expect(body.status, label).toBe('error');
      expect(body.message, label).toMatch(/[a-zà-ú]/i);
      expect(body.message, `${label}: ${body.message}`).not.toMatch(english);
      if (message) expect(body.message, label).toBe(message);
    }

    const raw = (payload: string, contentType = 'application/json') =>
      app.inject({
        method: 'POST',
        url: '/api/pedido',
        remoteAddress: uniqueIp(),
        headers: {
          authorization: `Bearer ${me.token}`,
          'idempotency-key': 'corpo-quebrado-1',
          'content-type': contentType,
        },
        payload,
      } as InjectOptions);
    const broken = await raw('{"lojaId": 1, "itens": [');
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({
      code: 'invalid_json',
      message: 'O corpo da requisição não é um JSON válido.',
    });
    const empty = await raw('');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().code).toBe('invalid_json');
    const text = await raw('pedido', 'text/plain');
    expect(text.statusCode).toBe(400);
    expect(text.json()).toMatchObject({
      code: 'validation_failed',
      message: 'O campo requisição é inválido.',
    });
    const huge = await raw(JSON.stringify({ ...good, cupom: 'x'.repeat(300_000) }));
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toBe('A requisição é grande demais.');

    for (const id of [me.id, ...placers]) expect(await ordersOf(db, id)).toHaveLength(0);
  });
});

describe('after every refusal above', () => {
  it('no cancelled order holds a gift card debit or a coupon use, and no payment is left waiting', async () => {
    expect(await cancelledOrdersHolding(db)).toEqual([]);
    const waiting = await db.select().from(t.payments).where(eq(t.payments.status, 'aguardando'));
    expect(waiting).toEqual([]);
  });
});
