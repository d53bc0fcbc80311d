import { randomUUID } from 'node:crypto';
import { COUPON_MESSAGES } from '@comanda/domain';
import { and, eq, inArray, sum } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as t from '../../db/schema/index.ts';
import {
  appOn,
  type Customer,
  cancelledOrdersHolding,
  couponState,
  giftCardState,
  giftCardToken,
  insertCoupon,
  insertGiftCard,
  NIGUIRI,
  ONE_NIGUIRI_TOTAL,
  orderBody,
  orderingApp,
  orderingCustomer,
  ordersOf,
  paymentOf,
  placer,
  quote,
  saveCard,
  watchGateway,
} from './testing.ts';
import { ORDER_MESSAGES } from './texts.ts';

// One account places many orders here: the per-account placement limit is not what these tests are about.
const { app, api, database, db } = await orderingApp({ AUTH_RATE_LIMIT_MAX: '1000' });
const place = placer(app);
const gateway = watchGateway(api);
// A second API process on the same database: its own requests in flight and its own sandbox gateway.
const second = await appOn(database, { AUTH_RATE_LIMIT_MAX: '1000' });
const placeThere = placer(second.app);
const gatewayThere = watchGateway(second.api);

/** 50 requests take seconds; the margin is for a loaded machine, not for a slow path. */
const RACE_TIMEOUT = 60_000;
const TOTAL_CHANGED = ORDER_MESSAGES.totalChanged;
const KEY_REUSED = ORDER_MESSAGES.keyReused;
const KEY_REQUIRED = ORDER_MESSAGES.keyRequired;

async function customers(n: number): Promise<Customer[]> {
  const list: Customer[] = [];
  for (let i = 0; i < n; i += 1) list.push(await orderingCustomer(app, database));
  return list;
}

interface Totals {
  valor_itens: { valor: number };
  frete: { valor: number };
  desconto: { valor: number };
  total: { valor: number };
  gifts_cards: Array<{ valor_debitado: { valor: number } }>;
}

/** What is left to pay plus what the gift cards take is what the bag costs. */
function expectConsistent(totais: Totals) {
  const debited = totais.gifts_cards.reduce((s, g) => s + g.valor_debitado.valor, 0);
  expect(totais.total.valor + debited).toBe(
    totais.valor_itens.valor + totais.frete.valor - totais.desconto.valor,
  );
}

/** Every order placed: what it left to pay plus what its own debits took is what it cost. */
async function expectOrdersMatchTheirDebits(orderIds: number[]) {
  if (orderIds.length === 0) return;
  const rows = await db.select().from(t.orders).where(inArray(t.orders.id, orderIds));
  for (const order of rows) {
    const [debited] = await db
      .select({ total: sum(t.giftCardDebits.valor) })
      .from(t.giftCardDebits)
      .where(eq(t.giftCardDebits.orderId, order.id));
    expect(Number(debited?.total ?? 0)).toBe(order.valorGiftCards);
    expect(order.total).toBe(order.valorItens + order.frete - order.desconto - order.valorGiftCards);
  }
}

/**
 * Each customer validates the card (a validation token is its customer's alone), one after the other: concurrent
 * validations of one card count as password attempts in flight and would hit the brute-force limit.
 */
async function tokensFor(people: Array<{ token: string }>, card: { numero: string; senha: string }) {
  const tokens: string[] = [];
  for (const person of people) tokens.push(await giftCardToken(app, card, person.token));
  return tokens;
}

describe('50 concurrent orders paying with one gift card', () => {
  it(
    'never take the balance below zero: the debits add up to what was spent and the rest get 409',
    async () => {
      // R$ 500,00 pays 21 orders of R$ 23,80 in full (R$ 499,80) and leaves R$ 0,20.
      const card = await insertGiftCard(db, 50_000);
      const people = await customers(10);
      const tokens = await tokensFor(people, card);
      const bag = { lojaId: 1, itens: [{ cod: NIGUIRI, qtd: 1 }], gift_cards: [{ token: tokens[0]! }] };
      const seen = await quote(app, people[0]!.token, bag);
      expect(seen.totais.total.valor).toBe(0);

      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, i) => {
          const me = people[i % people.length]!;
          const token = tokens[i % people.length]!;
          return place(
            me.token,
            orderBody(me.addressId, { tipo: 'dinheiro' }, 0, { gift_cards: [{ token }] }),
          );
        }),
      );

      const placed = answers.filter((res) => res.statusCode === 201).map((res) => res.json().data);
      const refused = answers.filter((res) => res.statusCode !== 201);
      expect(placed).toHaveLength(21);
      for (const res of refused) {
        expect(res.statusCode, res.body).toBe(409);
        const body = res.json();
        expect(body).toMatchObject({ status: 'error', code: 'order_total_changed', message: TOTAL_CHANGED });
        // The re-priced bag: the card pays what it still holds and the customer sees what is left.
        expect(body.data.totais.total.valor).toBeGreaterThan(0);
        expectConsistent(body.data.totais);
        expect(body.data.totais.gifts_cards[0].valor_debitado.valor).toBeLessThan(ONE_NIGUIRI_TOTAL);
      }
      for (const order of placed) {
        expect(order).toMatchObject({
          status: 'Pendente',
          total: { valor: 0 },
          gift_card: [{ numero_cartao_mascarado: `**** ${card.numero.slice(-4)}` }],
          formaPagamento: { tipo: 'gift_card', status: 'aprovado' },
        });
        expect(order.gift_card[0].valor_debitado.valor).toBe(ONE_NIGUIRI_TOTAL);
      }

      const state = await giftCardState(db, card.id);
      expect(state.saldo).toBe(20);
      expect(state.held).toBe(50_000 - state.saldo);
      expect(state.heldDebits).toBe(21);
      const orderIds = placed.map((order) => order.id as number);
      const all = (await Promise.all(people.map((p) => ordersOf(db, p.id)))).flat();
      expect(all.map((o) => o.id).sort()).toEqual([...orderIds].sort());
      await expectOrdersMatchTheirDebits(orderIds);
    },
    RACE_TIMEOUT,
  );

  it(
    'with bags of different sizes, takes only what the balance holds, each order what it cost',
    async () => {
      const card = await insertGiftCard(db, 10_000);
      const people = await customers(5);
      const tokens = await tokensFor(people, card);
      const sizes = Array.from({ length: 50 }, (_, i) => (i % 5) + 1);
      const answers = await Promise.all(
        sizes.map((qtd, i) => {
          const me = people[i % people.length]!;
          return place(
            me.token,
            orderBody(me.addressId, { tipo: 'dinheiro' }, 0, {
              itens: [{ cod: NIGUIRI, qtd }],
              gift_cards: [{ token: tokens[i % people.length]! }],
            }),
          );
        }),
      );
      let spent = 0;
      const orderIds: number[] = [];
      for (const [i, res] of answers.entries()) {
        if (res.statusCode === 201) {
          const order = res.json().data;
          const cost = sizes[i]! * 1890 + 490;
          expect(order.total.valor).toBe(0);
          expect(order.gift_card[0].valor_debitado.valor).toBe(cost);
          spent += cost;
          orderIds.push(order.id);
        } else {
          expect(res.statusCode, res.body).toBe(409);
          expect(res.json().code).toBe('order_total_changed');
          expectConsistent(res.json().data.totais);
        }
      }
      expect(orderIds.length).toBeGreaterThan(0);
      const state = await giftCardState(db, card.id);
      expect(state.saldo).toBeGreaterThanOrEqual(0);
      expect(state.held).toBe(spent);
      expect(state.saldo).toBe(10_000 - spent);
      // Whatever is left cannot pay even the smallest bag, or some order would have taken it.
      expect(state.saldo).toBeLessThan(ONE_NIGUIRI_TOTAL);
      await expectOrdersMatchTheirDebits(orderIds);
    },
    RACE_TIMEOUT,
  );
});

describe('refused cards racing on one gift card', () => {
  /**
   * 20 concurrent orders in which a R$ 10,00 gift card pays part of R$ 23,80 and a saved card the rest, by
   * customers whose cards are declined (`declined(i)`) or approved. Checks every answer and the invariants.
   */
  async function race(declined: (i: number) => boolean) {
    const giftCard = await insertGiftCard(db, 1000);
    const expected = ONE_NIGUIRI_TOTAL - 1000;
    const people = await customers(10);
    const tokens = await tokensFor(people, giftCard);
    const cards = await Promise.all(
      people.map((p, i) =>
        saveCard(app, p.token, declined(i) ? '4000 0000 0000 1042' : '4000 0000 0000 0010'),
      ),
    );
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => {
        const who = i % people.length;
        const me = people[who]!;
        const pagamento = { tipo: 'cartao', cartao_id: cards[who]! } as const;
        const gift_cards = [{ token: tokens[who]! }];
        return place(me.token, orderBody(me.addressId, pagamento, expected, { gift_cards }));
      }),
    );
    const count = { paid: 0, declined: 0 };
    for (const res of answers) {
      const body = res.json();
      if (res.statusCode === 201) {
        count.paid += 1;
        expect(body.data).toMatchObject({ status: 'Pendente', total: { valor: expected } });
        expect(body.data.gift_card[0].valor_debitado.valor).toBe(1000);
      } else if (res.statusCode === 422 && body.code === 'card_declined') {
        count.declined += 1;
        expect(body.data.status).toBe('Cancelado');
      } else if (res.statusCode === 422) {
        // Another order held the whole balance when this one priced the bag: nothing placed.
        expect(body.code, res.body).toBe('gift_card_zero_balance');
      } else {
        expect(res.statusCode, res.body).toBe(409);
        expect(body.code).toBe('order_total_changed');
        expectConsistent(body.data.totais);
      }
    }
    const state = await giftCardState(db, giftCard.id);
    expect(state.saldo).toBe(1000 - 1000 * count.paid);
    expect(state.held).toBe(1000 * count.paid);
    expect(state.returnedDebits).toBe(count.declined);
    expect(await cancelledOrdersHolding(db)).toEqual([]);
    return count;
  }

  it(
    'every card declined: each order that held the balance gives it back, and it ends whole',
    async () => {
      const count = await race(() => true);
      expect(count.paid).toBe(0);
      expect(count.declined).toBeGreaterThan(0);
    },
    RACE_TIMEOUT,
  );

  it(
    'declined and approved cards mixed: at most one order keeps the balance, no cancelled one keeps any',
    async () => {
      const count = await race((i) => i % 2 === 0);
      expect(count.paid).toBeLessThanOrEqual(1);
      expect(count.paid + count.declined).toBeGreaterThan(0);
    },
    RACE_TIMEOUT,
  );
});

describe('concurrent orders with a limited coupon', () => {
  it(
    '50 orders with a single-use coupon: exactly one uses it',
    async () => {
      const coupon = await insertCoupon(db, { valor: 500, limiteTotal: 1 });
      const people = await customers(10);
      const expected = ONE_NIGUIRI_TOTAL - 500;
      const seen = await quote(app, people[0]!.token, {
        lojaId: 1,
        itens: [{ cod: NIGUIRI, qtd: 1 }],
        cupom: coupon.codigo,
      });
      expect(seen.totais.total.valor).toBe(expected);

      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, i) => {
          const me = people[i % people.length]!;
          return place(
            me.token,
            orderBody(me.addressId, { tipo: 'dinheiro' }, expected, { cupom: coupon.codigo }),
          );
        }),
      );
      const placed = answers.filter((res) => res.statusCode === 201);
      expect(placed).toHaveLength(1);
      for (const res of answers.filter((r) => r.statusCode !== 201)) {
        expect(res.statusCode, res.body).toBe(422);
        expect(res.json()).toMatchObject({ code: 'coupon_sold_out', message: COUPON_MESSAGES.soldOut });
      }
      const order = placed[0]!.json().data;
      expect(order).toMatchObject({
        cupom: coupon.codigo,
        desconto: { valor: 500 },
        total: { valor: expected },
      });
      const state = await couponState(db, coupon.id);
      expect(state.usos).toBe(1);
      expect(state.uses).toEqual([expect.objectContaining({ orderId: order.id })]);
      const all = (await Promise.all(people.map((p) => ordersOf(db, p.id)))).flat();
      expect(all.map((o) => o.id)).toEqual([order.id]);
    },
    RACE_TIMEOUT,
  );

  it('10 orders of one new customer with a first-order coupon (one use per customer): one uses it', async () => {
    const [me] = await customers(1);
    const bag = { lojaId: 1, itens: [{ cod: NIGUIRI, qtd: 1 }], cupom: 'BEMVINDO' };
    const expected = (await quote(app, me!.token, bag)).totais.total.valor;
    expect(expected).toBe(1890 - 189 + 490);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        place(me!.token, orderBody(me!.addressId, { tipo: 'dinheiro' }, expected, { cupom: 'BEMVINDO' })),
      ),
    );
    expect(answers.filter((res) => res.statusCode === 201)).toHaveLength(1);
    for (const res of answers.filter((r) => r.statusCode !== 201)) {
      expect(res.statusCode, res.body).toBe(422);
      expect(['coupon_usage_limit_reached', 'coupon_first_order_only']).toContain(res.json().code);
    }
    expect(await ordersOf(db, me!.id)).toHaveLength(1);
    const [bemvindo] = await db.select().from(t.coupons).where(eq(t.coupons.codigo, 'BEMVINDO'));
    const uses = await db.select().from(t.couponUses).where(eq(t.couponUses.customerId, me!.id));
    expect(uses).toHaveLength(1);
    expect(uses[0]!.couponId).toBe(bemvindo!.id);
  });
});

describe('Idempotency-Key', () => {
  async function cardCustomer() {
    const [me] = await customers(1);
    const card = await saveCard(app, me!.token);
    return {
      me: me!,
      body: orderBody(me!.addressId, { tipo: 'cartao', cartao_id: card }, ONE_NIGUIRI_TOTAL),
    };
  }

  async function expectOneOrderOneCharge(customerId: number) {
    const orders = await ordersOf(db, customerId);
    expect(orders).toHaveLength(1);
    const payments = await db
      .select()
      .from(t.payments)
      .where(and(eq(t.payments.payableKind, 'pedido'), eq(t.payments.payableId, orders[0]!.id)));
    expect(payments).toHaveLength(1);
    expect(gateway.charges(payments[0]!.chave)).toBe(1);
    return orders[0]!;
  }

  it('100 sequential replays: one order, one charge, the first answer every time', async () => {
    const { me, body } = await cardCustomer();
    const key = randomUUID();
    const first = await place(me.token, body, key);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().data.status).toBe('Pendente');
    for (let i = 0; i < 99; i += 1) {
      const again = await place(me.token, body, key);
      expect(again.statusCode).toBe(201);
      expect(again.body).toBe(first.body);
    }
    const order = await expectOneOrderOneCharge(me.id);
    expect(order.id).toBe(first.json().data.id);
  });

  it('100 concurrent requests with one key: one order, one charge, every answer equal to the first', async () => {
    const { me, body } = await cardCustomer();
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 100 }, () => place(me.token, body, key)));
    for (const res of answers) {
      expect(res.statusCode, res.body).toBe(201);
      expect(res.body).toBe(answers[0]!.body);
    }
    const order = await expectOneOrderOneCharge(me.id);
    expect(answers[0]!.json().data.id).toBe(order.id);
    // And a late replay, once everything settled, is the same answer again.
    const late = await place(me.token, body, key);
    expect(late.body).toBe(answers[0]!.body);
  });

  it('a refused card: the replay repeats the refusal and charges nothing more', async () => {
    const [me] = await customers(1);
    const card = await saveCard(app, me!.token, '4000 0000 0000 1042');
    const body = orderBody(me!.addressId, { tipo: 'cartao', cartao_id: card }, ONE_NIGUIRI_TOTAL);
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 20 }, () => place(me!.token, body, key)));
    for (const res of answers) {
      expect(res.statusCode, res.body).toBe(422);
      expect(res.body).toBe(answers[0]!.body);
    }
    expect(answers[0]!.json()).toMatchObject({ code: 'card_declined', data: { status: 'Cancelado' } });
    await expectOneOrderOneCharge(me!.id);
  });

  it('the same key with another body is a 409, sequential or concurrent, and places nothing more', async () => {
    const { me, body } = await cardCustomer();
    const key = randomUUID();
    expect((await place(me.token, body, key)).statusCode).toBe(201);
    for (const other of [
      { ...body, pagamento: { tipo: 'dinheiro' } },
      { ...body, cpf_nota: '526.018.159-06' },
      { ...body, itens: [{ cod: NIGUIRI, qtd: 2 }], total: { valor: 2 * 1890 + 490 } },
    ]) {
      const res = await place(me.token, other, key);
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json()).toMatchObject({
        status: 'error',
        code: 'idempotency_key_reused',
        message: KEY_REUSED,
      });
    }
    await expectOneOrderOneCharge(me.id);

    // Two bodies racing on one fresh key, ten requests each: every request of the body that was placed gets its
    // answer, every request of the other body is told the key is taken — never the answer to a body it did not send.
    for (let round = 0; round < 3; round += 1) {
      const { me: racer, body: card } = await cardCustomer();
      const cash = { ...card, pagamento: { tipo: 'dinheiro' } };
      const raceKey = randomUUID();
      const bodies = Array.from({ length: 20 }, (_, i) => (i % 2 === 0 ? card : cash));
      const answers = await Promise.all(bodies.map((body) => place(racer.token, body, raceKey)));
      const orders = await ordersOf(db, racer.id);
      expect(orders).toHaveLength(1);
      const placedAs = (await paymentOf(db, orders[0]!.id)).tipo;
      for (const [i, res] of answers.entries()) {
        const sent = bodies[i]!.pagamento.tipo;
        if (sent === placedAs) {
          expect(res.statusCode, res.body).toBe(201);
          expect(res.json().data.id).toBe(orders[0]!.id);
        } else {
          expect(res.statusCode, `${sent} got ${res.body}`).toBe(409);
          expect(res.json().code).toBe('idempotency_key_reused');
        }
      }
    }
  });

  it('two processes receiving one key at once: one order, one charge, the same answer from both', async () => {
    const { me, body } = await cardCustomer();
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => (i % 2 === 0 ? place : placeThere)(me.token, body, key)),
    );
    for (const res of answers) {
      expect(res.statusCode, res.body).toBe(201);
      expect(res.body).toBe(answers[0]!.body);
    }
    const [order] = await ordersOf(db, me.id);
    const { chave } = await paymentOf(db, order!.id);
    expect(gateway.charges(chave) + gatewayThere.charges(chave)).toBe(1);
    expect(await ordersOf(db, me.id)).toHaveLength(1);

    // Another body with the key, in the other process: 409, and still one order.
    const other = await placeThere(me.token, { ...body, pagamento: { tipo: 'dinheiro' } }, key);
    expect(other.statusCode, other.body).toBe(409);
    expect(other.json().code).toBe('idempotency_key_reused');
    // Both bodies racing on a fresh key in the two processes: each request gets its own body's answer or a 409.
    const raceKey = randomUUID();
    const cash = { ...body, pagamento: { tipo: 'dinheiro' } };
    const [a, b] = await Promise.all([place(me.token, body, raceKey), placeThere(me.token, cash, raceKey)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    const winner = a.statusCode === 201 ? a : b;
    expect(winner.json().data.formaPagamento.tipo).toBe(winner === a ? 'cartao' : 'dinheiro');
    expect(await ordersOf(db, me.id)).toHaveLength(2);
  });

  it('no key or a malformed key is a 400 and places nothing', async () => {
    const [me] = await customers(1);
    const body = orderBody(me!.addressId, { tipo: 'dinheiro' }, ONE_NIGUIRI_TOTAL);
    for (const key of [
      null,
      'curta',
      'com espaço 12345',
      'ação-pedido-1234',
      'a'.repeat(65),
      '12345678;drop',
    ]) {
      const res = await place(me!.token, body, key);
      expect(res.statusCode, `${key}: ${res.body}`).toBe(400);
      expect(res.json()).toMatchObject({
        status: 'error',
        code: 'idempotency_key_required',
        message: KEY_REQUIRED,
      });
    }
    const long = await place(me!.token, body, 'b'.repeat(500));
    expect(long.statusCode).toBe(400);
    expect(long.json().code).toBe('idempotency_key_required');
    expect(await ordersOf(db, me!.id)).toHaveLength(0);
    // The shortest and longest keys the pattern accepts place the order.
    expect((await place(me!.token, body, 'abcd_-12')).statusCode).toBe(201);
    expect((await place(me!.token, body, 'k'.repeat(64))).statusCode).toBe(201);
  });
});
