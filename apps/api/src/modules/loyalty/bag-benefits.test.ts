import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as t from '../../db/schema/index.ts';
import { uniqueIp } from '../bag/testing.ts';
import { createOperatorKey } from '../operators/keys.ts';
import {
  appOn,
  type Customer,
  NIGUIRI,
  orderBody,
  orderingApp,
  orderingCustomer,
  placer,
} from '../orders/testing.ts';

const { app, database, db } = await orderingApp({ AUTH_RATE_LIMIT_MAX: '1000' });
const second = await appOn(database, { AUTH_RATE_LIMIT_MAX: '1000' });
const key = (await createOperatorKey(db, 1))!;
const COFFEE = 8101;
const TEMPURA = 5006;
const T1 =
  'Encontramos um problema ao resgatar seu benefício. Por favor, tente realizar a reserva novamente..';

const as = (token: string, method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) =>
  app.inject({
    method,
    url,
    remoteAddress: uniqueIp(),
    headers: { authorization: `Bearer ${token}` },
    ...(payload ? { payload } : {}),
  });
const cancel = (pedidoId: number) =>
  app.inject({
    method: 'POST',
    url: '/api/operador/pedido/status',
    remoteAddress: uniqueIp(),
    payload: { pedidoId, status: 'Cancelado' },
    headers: { 'x-operator-key': key },
  });

type Query = {
  loja_id: number;
  id_empresa_cupom: number;
  id_cupom: number;
  versao_cupom: number;
  sequencial: number;
};

/** A member with this month's coffee reserved for store 1: the customer, the item and its stored query. */
async function coffeeHeld(): Promise<{ me: Customer; sequencial: number; consulta: Query }> {
  const me = await orderingCustomer(app, database);
  expect((await as(me.token, 'PUT', '/api/cliente', { shinguru: true })).statusCode).toBe(200);
  const wallet = (await as(me.token, 'GET', '/api/fidelidade_carteira')).json().data as Array<{
    sequencial: number;
    id_beneficio: number;
  }>;
  const sequencial = wallet.find((i) => i.id_beneficio === 1)!.sequencial;
  const res = await as(me.token, 'POST', '/api/fidelidade_cupom', { sequencial, loja_id: 1 });
  expect(res.statusCode, res.body).toBe(201);
  return { me, sequencial, consulta: res.json().data.consulta };
}

const bagWith = (consulta: Query, line: Record<string, unknown> = {}) => ({
  lojaId: 1,
  itens: [
    { cod: NIGUIRI, qtd: 2 },
    { cod: COFFEE, qtd: 1, beneficio: consulta, ...line },
  ],
});
const price = (token: string | null, bag: object) =>
  app.inject({
    method: 'POST',
    url: '/api/carrinho/calcular',
    remoteAddress: uniqueIp(),
    payload: bag,
    ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
  });
const itemAndHold = async (sequencial: number) => {
  const [item] = await db.select().from(t.loyaltyWalletItems).where(eq(t.loyaltyWalletItems.id, sequencial));
  const holds = await db
    .select()
    .from(t.loyaltyReservations)
    .where(eq(t.loyaltyReservations.walletItemId, sequencial));
  return { item: item!, holds };
};

describe('a product benefit held for the bag is priced free (§9)', () => {
  it('the benefit line costs nothing: its price counts as discount, the rest is paid', async () => {
    const { me, consulta } = await coffeeHeld();
    const res = await price(me.token, bagWith(consulta));
    expect(res.statusCode, res.body).toBe(200);
    const { itens, totais } = res.json().data;
    expect(itens[1]).toMatchObject({
      cod: COFFEE,
      beneficio: true,
      qtd: 1,
      preco: { total: { valor: 890 } },
      desconto: { total: { valor: 890 } },
    });
    expect(itens[0].beneficio).toBe(false);
    expect(totais.desconto.valor).toBe(890);
    expect(totais.total.valor).toBe(2 * 1890 + totais.frete.valor);
    // The wallet says the item is held, with the query to check or release it.
    const wallet = (await as(me.token, 'GET', '/api/fidelidade_carteira')).json().data;
    expect(wallet.find((i: { sequencial: number }) => i.sequencial === consulta.sequencial)).toMatchObject({
      status: 'Reservado',
      produto_cod: COFFEE,
      reserva: { consulta, expira_em: expect.any(String) },
    });
  });

  it('refuses the hidden product without a benefit, a second unit, another product and paid extras', async () => {
    const { me, consulta } = await coffeeHeld();
    const plain = await price(me.token, { lojaId: 1, itens: [{ cod: COFFEE, qtd: 1 }] });
    expect(plain.statusCode).toBe(422);
    expect(plain.json().code).toBe('product_unavailable');
    const invalid = 'Este benefício do Shinguru vale uma unidade do produto, sem adicionais pagos.';
    for (const line of [{ qtd: 2 }, { cod: NIGUIRI }]) {
      const res = await price(me.token, bagWith(consulta, line));
      expect(res.statusCode, JSON.stringify(line)).toBe(422);
      expect(res.json()).toMatchObject({ code: 'benefit_line_invalid', message: invalid });
    }
    const [shrimp] = await db
      .insert(t.loyaltyWalletItems)
      .values({
        customerId: me.id,
        benefitId: 5,
        chaveConcessao: 'nivel:3',
        estado: 'disponivel',
        grantedAt: new Date(),
      })
      .returning({ id: t.loyaltyWalletItems.id });
    const held = await as(me.token, 'POST', '/api/fidelidade_cupom', { sequencial: shrimp!.id, loja_id: 1 });
    expect(held.statusCode, held.body).toBe(201);
    const shrimpLine = { cod: TEMPURA, qtd: 1, beneficio: held.json().data.consulta };
    const free = await price(me.token, {
      lojaId: 1,
      itens: [{ ...shrimpLine, adicionais: [{ cod: 50233, qtd: 1 }] }],
    });
    expect(free.statusCode, free.body).toBe(200);
    expect(free.json().data.totais.desconto.valor).toBe(4890);
    const paid = await price(me.token, {
      lojaId: 1,
      itens: [{ ...shrimpLine, adicionais: [{ cod: 50231, qtd: 1 }] }],
    });
    expect(paid.json()).toMatchObject({ code: 'benefit_line_invalid', message: invalid });
  });

  it('a query that no longer holds its item or is another customer’s fails the check (T1); no login is a 401', async () => {
    const { me, consulta } = await coffeeHeld();
    expect((await price(null, bagWith(consulta))).statusCode).toBe(401);
    const stranger = await coffeeHeld();
    const cases: Array<[string | null, object]> = [
      [stranger.me.token, bagWith(consulta)],
      [me.token, bagWith({ ...consulta, versao_cupom: 2 })],
      [me.token, bagWith({ ...consulta, loja_id: 3 })],
      [
        me.token,
        {
          lojaId: 1,
          itens: [
            { cod: COFFEE, qtd: 1, beneficio: consulta },
            { cod: COFFEE, qtd: 1, beneficio: consulta },
          ],
        },
      ],
    ];
    for (const [token, bag] of cases) {
      const res = await price(token, bag);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ code: 'benefit_check_failed', message: T1 });
    }
    const query = new URLSearchParams(
      Object.entries(consulta).map(([k, v]): [string, string] => [k, String(v)]),
    );
    expect((await as(me.token, 'DELETE', `/api/fidelidade_cupom?${query}`)).statusCode).toBe(200);
    expect((await price(me.token, bagWith(consulta))).json().code).toBe('benefit_check_failed');
  });
});

describe('an order spends the held benefit exactly once', () => {
  const placeBag = async (me: Customer, bag: ReturnType<typeof bagWith>, on = app) => {
    const quoted = await price(me.token, bag);
    expect(quoted.statusCode, quoted.body).toBe(200);
    return placer(on)(
      me.token,
      orderBody(me.addressId, { tipo: 'dinheiro' }, quoted.json().data.totais.total.valor, bag),
    );
  };

  it('uses the item with the order, refuses it again, and a cancelled order gives it back', async () => {
    const { me, sequencial, consulta } = await coffeeHeld();
    const res = await placeBag(me, bagWith(consulta));
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json().data;
    expect(order.itens[1]).toMatchObject({
      cod: COFFEE,
      beneficio: true,
      desconto: { total: { valor: 890 } },
    });
    expect(order.desconto.valor).toBe(890);
    const spent = await itemAndHold(sequencial);
    expect(spent.item).toMatchObject({ estado: 'utilizado', orderId: order.id });
    expect(spent.holds.map((h) => [h.estado, h.orderId])).toEqual([['consumida', order.id]]);
    const used = (await as(me.token, 'GET', '/api/fidelidade_carteira?filtro_utilizado=1')).json().data;
    expect(used.find((i: { sequencial: number }) => i.sequencial === sequencial)).toMatchObject({
      status: 'Utilizado',
      pedido_id: order.id,
    });
    const statement = (await as(me.token, 'GET', '/api/fidelidade_extrato')).json().data;
    const lines = statement.meses.flatMap((m: { entradas: unknown[] }) => m.entradas);
    expect(lines).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          tipo: 'beneficio_utilizado',
          descricao: `Benefício usado do pedido #${order.id}: Café do mês`,
          pontos: 0,
          pedido_id: order.id,
        }),
        expect.objectContaining({
          tipo: 'beneficio_concedido',
          descricao: 'Benefício recebido: Café do mês',
        }),
      ]),
    );
    const again = await placer(app)(
      me.token,
      orderBody(me.addressId, { tipo: 'dinheiro' }, order.total.valor, bagWith(consulta)),
    );
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({ code: 'benefit_check_failed', message: T1 });

    expect((await cancel(order.id)).statusCode).toBe(200);
    const back = await itemAndHold(sequencial);
    expect(back.item).toMatchObject({ estado: 'disponivel', orderId: null, usedAt: null });
    expect(back.holds.map((h) => h.estado)).toEqual(['liberada']);
    const reserved = await as(me.token, 'POST', '/api/fidelidade_cupom', { sequencial, loja_id: 1 });
    expect(reserved.statusCode, reserved.body).toBe(201);
    expect((await placeBag(me, bagWith(reserved.json().data.consulta))).statusCode).toBe(201);
  });

  it('50 orders at once from two processes with one held item: exactly one is placed', async () => {
    const { me, sequencial, consulta } = await coffeeHeld();
    const bag = bagWith(consulta);
    const quoted = (await price(me.token, bag)).json().data.totais.total.valor;
    const body = orderBody(me.addressId, { tipo: 'dinheiro' }, quoted, bag);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => placer(i % 2 === 0 ? app : second.app)(me.token, body)),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 422)).toHaveLength(49);
    for (const refused of answers.filter((a) => a.statusCode === 422))
      expect(['benefit_check_failed', 'benefit_unavailable']).toContain(refused.json().code);
    const orders = await db.select().from(t.orders).where(eq(t.orders.customerId, me.id));
    expect(orders).toHaveLength(1);
    const { item, holds } = await itemAndHold(sequencial);
    expect(item).toMatchObject({ estado: 'utilizado', orderId: orders[0]!.id });
    expect(holds.filter((h) => h.estado === 'consumida')).toHaveLength(1);
    const live = await db
      .select()
      .from(t.loyaltyReservations)
      .where(and(eq(t.loyaltyReservations.customerId, me.id), eq(t.loyaltyReservations.estado, 'ativa')));
    expect(live).toHaveLength(0);
  });
});
