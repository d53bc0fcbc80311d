import { describe, expect, it } from 'vitest';
import { buildWithClock } from '../auth/testing.ts';
import {
  giftCardToken,
  insertCoupon,
  insertGiftCard,
  NIGUIRI,
  orderBody,
  orderingCustomer,
  placer,
  quotedTotal,
  reader,
  saveCard,
} from './testing.ts';

// Tuesday 3 June 2025, 12:00 in São Paulo: store 1 is open.
const { app, database } = await buildWithClock(
  { PAYMENT_RECONCILE_INTERVAL_MS: '0' },
  new Date('2025-06-03T15:00:00Z'),
);
const place = placer(app);
const read = reader(app);
const bag = { lojaId: 1, itens: [{ cod: NIGUIRI, qtd: 1 }] };

describe('POST /api/pedido', () => {
  it('places a cash order as Pendente and GET pedido shows it to its owner only', async () => {
    const me = await orderingCustomer(app, database);
    const total = await quotedTotal(app, me.token, bag);
    const res = await place(me.token, orderBody(me.addressId, { tipo: 'dinheiro', troco_para: null }, total));
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json().data;
    expect(order).toMatchObject({
      status: 'Pendente',
      total: { valor: total },
      formaPagamento: { tipo: 'dinheiro' },
    });
    const mine = await app.inject({
      url: `/api/pedido?pedidoId=${order.id}`,
      headers: { authorization: `Bearer ${me.token}` },
    });
    expect(mine.statusCode).toBe(200);
    const other = await orderingCustomer(app, database);
    const theirs = await app.inject({
      url: `/api/pedido?pedidoId=${order.id}`,
      headers: { authorization: `Bearer ${other.token}` },
    });
    expect(theirs.statusCode).toBe(404);
  });

  it('answers an order paid on delivery with the order exactly as GET pedido then reads it', async () => {
    const me = await orderingCustomer(app, database);
    const coupon = await insertCoupon(database.db, { valor: 500 });
    const giftCard = await insertGiftCard(database.db, 700);
    const combo = {
      cod: 1002,
      qtd: 2,
      obrigatorios: [{ cod: 50015 }],
      opcionais: [{ cod: 50019 }],
      adicionais: [{ cod: 50022, qtd: 2 }],
      observacao: 'Sem cebolinha',
    };
    const itens = [combo, { cod: NIGUIRI, qtd: 3 }];
    const gift_cards = [{ token: await giftCardToken(app, giftCard) }];
    const extra = { itens, cupom: coupon.codigo, gift_cards, cpf_nota: '529.982.247-25', canal: 'whatsapp' };
    const total = await quotedTotal(app, me.token, { lojaId: 1, ...extra });
    const cash = { tipo: 'dinheiro' as const, troco_para: total + 1000 };
    const res = await place(me.token, orderBody(me.addressId, cash, total, extra));
    expect(res.statusCode, res.body).toBe(201);
    const answered = res.json().data;
    expect(answered).toMatchObject({
      canal: 'whatsapp',
      cupom: coupon.codigo,
      desconto: { valor: 500 },
      gift_card: [{ valor_debitado: { valor: 700 } }],
      total: { valor: total },
      formaPagamento: { tipo: 'dinheiro', troco_para: { valor: total + 1000 }, status: 'na_entrega' },
    });
    expect(answered.itens).toHaveLength(2);
    const stored = await read(me.token, answered.id);
    expect(stored.statusCode, stored.body).toBe(200);
    expect(stored.json().data).toEqual(answered);

    // Covered by a gift card: nothing to pay, answered the same way.
    const whole = await insertGiftCard(database.db, 100_000);
    const covered = await place(
      me.token,
      orderBody(me.addressId, { tipo: 'dinheiro' }, 0, {
        gift_cards: [{ token: await giftCardToken(app, whole) }],
      }),
    );
    expect(covered.statusCode, covered.body).toBe(201);
    expect(covered.json().data.formaPagamento).toMatchObject({ tipo: 'gift_card', status: 'aprovado' });
    expect((await read(me.token, covered.json().data.id)).json().data).toEqual(covered.json().data);
  });

  it('charges a saved card and answers Pendente', async () => {
    const me = await orderingCustomer(app, database);
    const card = await saveCard(app, me.token);
    const total = await quotedTotal(app, me.token, bag);
    const res = await place(me.token, orderBody(me.addressId, { tipo: 'cartao', cartao_id: card }, total));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({
      status: 'Pendente',
      formaPagamento: { status: 'aprovado', final: '0010' },
    });
  });

  it('creates a Pix charge and the simulated payment moves it to Pendente', async () => {
    const me = await orderingCustomer(app, database);
    const total = await quotedTotal(app, me.token, bag);
    const res = await place(me.token, orderBody(me.addressId, { tipo: 'pix' }, total));
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json().data;
    expect(order.status).toBe('Aguardando pagamento');
    expect(order.pix.copia_e_cola).toMatch(/^000201/);
    const paid = await app.inject({
      method: 'POST',
      url: `/api/dev/pix/simular?pedidoId=${order.id}`,
      headers: { authorization: `Bearer ${me.token}` },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().data.status).toBe('Pendente');
  });

  it('a refused card cancels the order and says why', async () => {
    const me = await orderingCustomer(app, database);
    const card = await saveCard(app, me.token, '4000 0000 0000 1042');
    const total = await quotedTotal(app, me.token, bag);
    const res = await place(me.token, orderBody(me.addressId, { tipo: 'cartao', cartao_id: card }, total));
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json()).toMatchObject({ code: 'card_declined', data: { status: 'Cancelado' } });
  });
});

describe('after the order: history and the live stream', () => {
  it('GET pedidos lists the customer’s orders newest first; the stream sends the order, then each change', async () => {
    const me = await orderingCustomer(app, database);
    const total = await quotedTotal(app, me.token, bag);
    const res = await place(me.token, orderBody(me.addressId, { tipo: 'pix' }, total));
    const order = res.json().data;
    const list = await app.inject({ url: '/api/pedidos', headers: { authorization: `Bearer ${me.token}` } });
    expect(list.json().data[0]).toMatchObject({
      id: order.id,
      status: 'Aguardando pagamento',
      resumo: '1x Niguiri de Atum 2 unidades',
    });

    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    const controller = new AbortController();
    const stream = await fetch(`http://127.0.0.1:${port}/api/pedido/eventos?pedidoId=${order.id}`, {
      headers: { authorization: `Bearer ${me.token}` },
      signal: controller.signal,
    });
    expect(stream.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const reader = stream.body!.getReader();
    let text = '';
    const until = async (pattern: RegExp) => {
      while (!pattern.test(text)) text += new TextDecoder().decode((await reader.read()).value);
    };
    await until(/event: pedido\ndata: .*\n\n/);
    expect(text).toContain('"status":"Aguardando pagamento"');
    await app.inject({
      method: 'POST',
      url: `/api/dev/pix/simular?pedidoId=${order.id}`,
      headers: { authorization: `Bearer ${me.token}` },
    });
    await until(/event: status\ndata: .*"status":"Pendente".*\n\n/);
    controller.abort();

    const other = await orderingCustomer(app, database);
    const theirs = await fetch(`http://127.0.0.1:${port}/api/pedido/eventos?pedidoId=${order.id}`, {
      headers: { authorization: `Bearer ${other.token}` },
    });
    expect(theirs.status).toBe(404);
  });
});
