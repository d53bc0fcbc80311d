import { order as orderSchema } from '@comanda/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as t from '../../db/schema/index.ts';
import { uniqueIp } from '../bag/testing.ts';
import {
  giftCardToken,
  insertGiftCard,
  NIGUIRI,
  orderBody,
  orderingApp,
  orderingCustomer,
  placer,
  quote,
  reader,
  saveCard,
  TUESDAY_NOON,
} from './testing.ts';
import { ORDER_MESSAGES } from './texts.ts';

const { app, database, db } = await orderingApp();
const place = placer(app);
const read = reader(app);

/** 'R$ 1.234,50' for 123450 centavos, written without the code under test. */
function brl(centavos: number): string {
  const reais = Math.floor(centavos / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `R$ ${reais},${String(centavos % 100).padStart(2, '0')}`;
}

function expectMoney(value: unknown, valor?: number) {
  expect(value).toEqual({ valor: expect.any(Number), texto: expect.any(String) });
  const money = value as { valor: number; texto: string };
  expect(Number.isSafeInteger(money.valor)).toBe(true);
  expect(money.texto.replace(/\s/g, ' ')).toBe(brl(money.valor));
  if (valor !== undefined) expect(money.valor).toBe(valor);
}

const isoInstant = (text: string) => new Date(text).toISOString() === text;

/** A card order of 2 niguiris with the ASASUL10 coupon, a R$ 5,00 gift card, a CPF and the WhatsApp channel. */
async function placedOrder() {
  const me = await orderingCustomer(app, database);
  const card = await saveCard(app, me.token);
  const giftCard = await insertGiftCard(db, 500);
  const token = await giftCardToken(app, giftCard);
  const extra = { itens: [{ cod: NIGUIRI, qtd: 2 }], cupom: 'ASASUL10', gift_cards: [{ token }] };
  const total = (await quote(app, me.token, { lojaId: 1, ...extra })).totais.total.valor;
  expect(total).toBe(2 * 1890 - 1000 + 490 - 500);
  const res = await place(
    me.token,
    orderBody(me.addressId, { tipo: 'cartao', cartao_id: card }, total, {
      ...extra,
      cpf_nota: '526.018.159-06',
      canal: 'whatsapp',
    }),
  );
  expect(res.statusCode, res.body).toBe(201);
  return { me, card, giftCard, total, id: res.json().data.id as number, placed: res.json().data };
}

describe('GET /api/pedido', () => {
  it('answers the owner the §3 order: statuses with ISO instants, money as {valor, texto}, the snapshot', async () => {
    const { me, card, giftCard, total, id, placed } = await placedOrder();
    const res = await read(me.token, id);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.status).toBe('success');
    const order = body.data;
    expect(orderSchema.safeParse(order).success).toBe(true);
    expect(Object.keys(order).sort()).toEqual(Object.keys(orderSchema.shape).sort());
    // The placing answer and the read agree.
    expect(order).toEqual(placed);

    expect(order).toMatchObject({
      id,
      status: 'Pendente',
      canal: 'whatsapp',
      loja: { id: 1, nome: 'Hanami Sushi Asa Sul', tempoEntrega: 45 },
      cupom: 'ASASUL10',
      cpf_nota: '526.018.159-06',
      pix: null,
    });
    expect(order.historicoStatus.map((h: { status: string }) => h.status)).toEqual([
      'Aguardando pagamento',
      'Pendente',
    ]);
    for (const entry of order.historicoStatus) {
      expect(isoInstant(entry.data), entry.data).toBe(true);
      expect(entry.data).toBe(TUESDAY_NOON.toISOString());
    }
    expect(isoInstant(order.criado_em)).toBe(true);

    expectMoney(order.subtotal, 2 * 1890);
    expectMoney(order.frete, 490);
    expectMoney(order.desconto, 1000);
    expectMoney(order.total, total);
    expect(order.gift_card).toHaveLength(1);
    expect(order.gift_card[0].numero_cartao_mascarado).toBe(`**** ${giftCard.numero.slice(-4)}`);
    expect(JSON.stringify(order)).not.toContain(giftCard.numero);
    expectMoney(order.gift_card[0].valor_debitado, 500);
    expectMoney(order.formaPagamento.valor, total);
    expect(order.formaPagamento).toEqual({
      tipo: 'cartao',
      label: 'Cartão de crédito Visa **** 0010',
      forma: 'CREDIT',
      bandeira: 'Visa',
      final: '0010',
      cartao_id: card,
      troco_para: null,
      valor: order.formaPagamento.valor,
      status: 'aprovado',
      motivo: null,
      estorno: null,
    });
    expect(order.motivo_cancelamento).toBeNull();

    expect(order.itens).toHaveLength(1);
    expect(order.itens[0]).toMatchObject({ cod: NIGUIRI, qtd: 2 });
    expectMoney(order.itens[0].preco.unitario, 1890);
    expectMoney(order.itens[0].preco.total, 3780);

    expect(order.endereco).toEqual({
      logradouro: 'SQS 308 Bloco C',
      numero: '12',
      complemento: null,
      bairro: 'Asa Sul',
      cidade: 'Brasília',
      estado: 'DF',
      cep: '70355-030',
      ponto_referencia: null,
    });
    // The address as it was: editing it later does not change the order.
    await db
      .update(t.customerAddresses)
      .set({ logradouro: 'SQN 210 Bloco A', numero: '99' })
      .where(eq(t.customerAddresses.customerId, me.id));
    expect((await read(me.token, id)).json().data.endereco).toEqual(order.endereco);
  });

  it('a cash order shows the change-for as money', async () => {
    const me = await orderingCustomer(app, database);
    const res = await place(
      me.token,
      orderBody(me.addressId, { tipo: 'dinheiro', troco_para: 10_000 }, 2380),
    );
    expect(res.statusCode, res.body).toBe(201);
    const order = (await read(me.token, res.json().data.id)).json().data;
    expect(order.formaPagamento).toMatchObject({
      tipo: 'dinheiro',
      label: 'Dinheiro',
      forma: 'CASH',
      status: 'na_entrega',
    });
    expectMoney(order.formaPagamento.troco_para, 10_000);
    expect(order.historicoStatus.map((h: { status: string }) => h.status)).toEqual(['Pendente']);
    expect(order.cpf_nota).toBeNull();
    expect(order.canal).toBe('app');
  });

  it("is the owner's only: anyone else, or an order that does not exist, gets the same 404", async () => {
    const { id } = await placedOrder();
    const other = await orderingCustomer(app, database);
    const theirs = await read(other.token, id);
    const missing = await read(other.token, id + 10_000);
    for (const res of [theirs, missing]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        status: 'error',
        code: 'order_not_found',
        message: ORDER_MESSAGES.notFound,
      });
    }
  });

  it('a malformed pedidoId is a 400 in pt-BR; no session is a 401', async () => {
    const me = await orderingCustomer(app, database);
    for (const bad of ['abc', '0', '-1', '1.5', '', '99999999999999999999', '1;drop']) {
      const res = await read(me.token, bad);
      expect(res.statusCode, `${bad}: ${res.body}`).toBe(400);
      expect(res.json()).toMatchObject({ status: 'error', code: 'validation_failed' });
      expect(res.json().message).toMatch(/pedidoId/);
      expect(res.json().message).not.toMatch(/\b(expected|invalid|required|received|must)\b/i);
    }
    const none = await app.inject({
      method: 'GET',
      url: '/api/pedido',
      remoteAddress: uniqueIp(),
      headers: { authorization: `Bearer ${me.token}` },
    });
    expect(none.statusCode).toBe(400);
    const anonymous = await app.inject({
      method: 'GET',
      url: '/api/pedido?pedidoId=1',
      remoteAddress: uniqueIp(),
    });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().code).toBe('not_authenticated');
  });
});
