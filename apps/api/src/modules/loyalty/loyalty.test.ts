import { and, eq, sql } from 'drizzle-orm';
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
  quotedTotal,
} from '../orders/testing.ts';

const { app, database, db, clock } = await orderingApp({ AUTH_RATE_LIMIT_MAX: '1000' });
const second = await appOn(database, { AUTH_RATE_LIMIT_MAX: '1000' });
const place = placer(app);
const key = (await createOperatorKey(db, 1))!;

const as = (token: string, method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) =>
  app.inject({
    method,
    url,
    remoteAddress: uniqueIp(),
    headers: { authorization: `Bearer ${token}` },
    ...(payload ? { payload } : {}),
  });
const operator = (on: typeof app, url: string, payload: object) =>
  on.inject({ method: 'POST', url, remoteAddress: uniqueIp(), payload, headers: { 'x-operator-key': key } });
const move = (on: typeof app, pedidoId: number, status: string) =>
  operator(on, '/api/operador/pedido/status', { pedidoId, status });

async function member(): Promise<Customer> {
  const me = await orderingCustomer(app, database);
  const res = await as(me.token, 'PUT', '/api/cliente', { shinguru: true });
  expect(res.statusCode, res.body).toBe(200);
  return me;
}

/** A cash order of `qtd` niguiris placed and moved to 'Saiu para entrega'. */
async function outForDelivery(me: Customer, qtd = 1): Promise<{ id: number; total: number; frete: number }> {
  const bag = { lojaId: 1, itens: [{ cod: NIGUIRI, qtd }] };
  const total = await quotedTotal(app, me.token, bag);
  const res = await place(
    me.token,
    orderBody(me.addressId, { tipo: 'dinheiro' }, total, { itens: bag.itens }),
  );
  expect(res.statusCode, res.body).toBe(201);
  const order = res.json().data as { id: number; total: { valor: number }; frete: { valor: number } };
  for (const status of ['Confirmado', 'Em preparo', 'Saiu para entrega'])
    expect((await move(app, order.id, status)).statusCode).toBe(200);
  return { id: order.id, total: order.total.valor, frete: order.frete.valor };
}

/** The cached balance equals the sum of the ledger, for every member. */
async function expectBalancesMatchLedger() {
  const rows = await db.execute(sql`
    select a.customer_id, a.saldo_pontos, coalesce(sum(e.pontos), 0)::int as ledger
    from loyalty_accounts a left join loyalty_point_entries e on e.customer_id = a.customer_id
    group by a.customer_id, a.saldo_pontos`);
  const list = (rows as unknown as { rows?: unknown[] }).rows ?? (rows as unknown as unknown[]);
  for (const row of list as Array<{ saldo_pontos: number; ledger: number }>)
    expect(Number(row.saldo_pontos)).toBe(Number(row.ledger));
}

describe('joining the Shinguru programme (PUT cliente shinguru: true)', () => {
  it('makes the user a member, once, and every answer carrying the user says so', async () => {
    const me = await orderingCustomer(app, database);
    const before = await as(me.token, 'GET', '/api/cliente');
    expect(before.json().data).toMatchObject({ shinguru: false, mostrar_shinguru: false });
    const joined = await as(me.token, 'PUT', '/api/cliente', { shinguru: true });
    expect(joined.statusCode, joined.body).toBe(200);
    expect(joined.json()).toMatchObject({
      status: 'success',
      message: 'Agora você faz parte do Shinguru!',
      data: { shinguru: true, mostrar_shinguru: true },
    });
    expect((await as(me.token, 'PUT', '/api/cliente', { shinguru: true })).statusCode).toBe(200);
    const rows = await db.select().from(t.loyaltyAccounts).where(eq(t.loyaltyAccounts.customerId, me.id));
    expect(rows).toHaveLength(1);
    expect((await as(me.token, 'GET', '/api/cliente')).json().data.shinguru).toBe(true);
    const setting = await as(me.token, 'PUT', '/api/configurar_notificacoes', { tipo: 'email', status: 1 });
    expect(setting.json().data?.shinguru ?? true).toBe(true);
  });

  it('refuses shinguru false or any other value with a pt-BR message', async () => {
    const me = await orderingCustomer(app, database);
    for (const shinguru of ['sim', 1, null]) {
      const res = await as(me.token, 'PUT', '/api/cliente', { shinguru });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/shinguru|obrigatório/i);
    }
  });

  it('needs a login', async () => {
    const res = await app.inject({ method: 'PUT', url: '/api/cliente', payload: { shinguru: true } });
    expect(res.statusCode).toBe(401);
  });
});

describe('GET fidelidade and buscar_beneficios', () => {
  it('a non-member is Areia with shinguru false and nothing unlocked', async () => {
    const me = await orderingCustomer(app, database);
    const status = await as(me.token, 'GET', '/api/fidelidade');
    expect(status.json().data).toMatchObject({
      shinguru: false,
      nivel: 1,
      nome: 'Areia',
      saldo_pontos: 0,
      pontos_proximo_nivel: 801,
      proximo_nivel: 'Onda',
      progresso: 0,
      background: '#F4E7CC',
      logo: '/img/shinguru/nivel-areia.svg',
    });
    const levels = (await as(me.token, 'GET', '/api/buscar_beneficios')).json().data.niveis;
    expect(levels.map((l: { nome: string }) => l.nome)).toEqual(['Areia', 'Onda', 'Coral', 'Pérola']);
    expect(levels.every((l: { desbloqueado: boolean }) => !l.desbloqueado)).toBe(true);
    expect(levels.flatMap((l: { benefits: unknown[] }) => l.benefits)).toHaveLength(11);
    expect(levels[3]).toMatchObject({ pontos_min: 3200, pontos_max: null });
  });

  it('a member sees their level unlocked', async () => {
    const me = await member();
    expect((await as(me.token, 'GET', '/api/fidelidade')).json().data).toMatchObject({ shinguru: true });
    const levels = (await as(me.token, 'GET', '/api/buscar_beneficios')).json().data.niveis;
    expect(levels.map((l: { desbloqueado: boolean }) => l.desbloqueado)).toEqual([true, false, false, false]);
    expect(levels[0].benefits.map((b: { nome: string }) => b.nome)).toEqual([
      'Café do mês',
      'Sobremesa de aniversário',
    ]);
  });
});

describe('points for completed orders', () => {
  it('credits 1 point per whole real of the total less the delivery fee, once, tells the customer and shows it on the order', async () => {
    const me = await member();
    const order = await outForDelivery(me, 3);
    const expected = Math.floor((order.total - order.frete) / 100);
    expect(expected).toBeGreaterThan(0);
    // Under way, the order's points are on their way (detalhes-cashback).
    const before = (await as(me.token, 'GET', '/api/fidelidade')).json().data;
    expect(before).toMatchObject({ saldo_pontos: 0, pontos_pendentes: expected });
    expect((await move(app, order.id, 'Concluído')).statusCode).toBe(200);
    expect((await move(app, order.id, 'Concluído')).statusCode).toBe(409);
    const status = (await as(me.token, 'GET', '/api/fidelidade')).json().data;
    expect(status).toMatchObject({ saldo_pontos: expected, pontos_pendentes: 0 });
    const seen = (await as(me.token, 'GET', `/api/pedido?pedidoId=${order.id}`)).json().data;
    expect(seen.pontos_shinguru).toBe(expected);
    const notes = (await as(me.token, 'GET', '/api/notificacoes')).json().data;
    expect(notes[0]).toMatchObject({
      titulo: 'Você ganhou pontos no Shinguru!',
      mensagem: `O pedido #${order.id} rendeu ${expected} pontos no Shinguru.`,
    });
    await expectBalancesMatchLedger();
  });

  it('credits nothing to a customer outside the programme', async () => {
    const me = await orderingCustomer(app, database);
    const order = await outForDelivery(me);
    expect((await move(app, order.id, 'Concluído')).statusCode).toBe(200);
    const seen = (await as(me.token, 'GET', `/api/pedido?pedidoId=${order.id}`)).json().data;
    expect(seen.pontos_shinguru).toBeNull();
    const entries = await db
      .select()
      .from(t.loyaltyPointEntries)
      .where(eq(t.loyaltyPointEntries.orderId, order.id));
    expect(entries).toHaveLength(0);
  });

  it("'Concluído' posted at once by two API processes credits once", async () => {
    const me = await member();
    const order = await outForDelivery(me, 2);
    const answers = await Promise.all([
      ...Array.from({ length: 5 }, () => move(app, order.id, 'Concluído')),
      ...Array.from({ length: 5 }, () => move(second.app, order.id, 'Concluído')),
    ]);
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([200, 409, 409, 409, 409, 409, 409, 409, 409, 409]);
    const entries = await db
      .select()
      .from(t.loyaltyPointEntries)
      .where(eq(t.loyaltyPointEntries.orderId, order.id));
    expect(entries).toHaveLength(1);
    await expectBalancesMatchLedger();
  });

  it('the store team reverses an order’s points with a reversing entry, once; the ledger refuses updates', async () => {
    const me = await member();
    const order = await outForDelivery(me, 2);
    await move(app, order.id, 'Concluído');
    const earned = (await as(me.token, 'GET', '/api/fidelidade')).json().data.saldo_pontos;
    const reversed = await operator(app, '/api/operador/pedido/estorno-pontos', {
      pedidoId: order.id,
      motivo: 'Pedido devolvido',
    });
    expect(reversed.statusCode, reversed.body).toBe(200);
    expect(reversed.json().data).toEqual({ pedidoId: order.id, pontos: -earned });
    const again = await operator(app, '/api/operador/pedido/estorno-pontos', {
      pedidoId: order.id,
      motivo: 'Pedido devolvido',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('loyalty_credit_already_reversed');
    expect((await as(me.token, 'GET', '/api/fidelidade')).json().data.saldo_pontos).toBe(0);
    expect((await as(me.token, 'GET', `/api/pedido?pedidoId=${order.id}`)).json().data.pontos_shinguru).toBe(
      0,
    );
    await expect(
      db.update(t.loyaltyPointEntries).set({ pontos: 1 }).where(eq(t.loyaltyPointEntries.orderId, order.id)),
    ).rejects.toThrow();
    await expect(
      db.delete(t.loyaltyPointEntries).where(eq(t.loyaltyPointEntries.orderId, order.id)),
    ).rejects.toThrow();
    await expectBalancesMatchLedger();
  });

  it('refuses reversing an order that earned nothing (409) and another store’s order (404)', async () => {
    const me = await member();
    const order = await outForDelivery(me);
    const none = await operator(app, '/api/operador/pedido/estorno-pontos', {
      pedidoId: order.id,
      motivo: 'Teste',
    });
    expect(none.json().code).toBe('loyalty_credit_not_found');
    const key2 = (await createOperatorKey(db, 2))!;
    const foreign = await app.inject({
      method: 'POST',
      url: '/api/operador/pedido/estorno-pontos',
      remoteAddress: uniqueIp(),
      payload: { pedidoId: order.id, motivo: 'Teste' },
      headers: { 'x-operator-key': key2 },
    });
    expect(foreign.statusCode).toBe(404);
  });
});

describe('GET fidelidade_extrato', () => {
  it('groups the entries by month, three months unless told, and refuses another programme or a bad period', async () => {
    const me = await member();
    const order = await outForDelivery(me, 2);
    await move(app, order.id, 'Concluído');
    const res = await as(me.token, 'GET', '/api/fidelidade_extrato?id_marca=47');
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.meses).toHaveLength(3);
    expect(data.meses[0]).toMatchObject({ mes: '2025-06', titulo: 'junho de 2025' });
    expect(data.meses[0].entradas[0]).toMatchObject({
      tipo: 'credito',
      descricao: `Pontos do pedido #${order.id}`,
      pedido_id: order.id,
      data: '03/06/2025',
    });
    expect((await as(me.token, 'GET', '/api/fidelidade_extrato?meses=12')).json().data.meses).toHaveLength(
      12,
    );
    expect((await as(me.token, 'GET', '/api/fidelidade_extrato?id_marca=4')).statusCode).toBe(404);
    const bad = await as(me.token, 'GET', '/api/fidelidade_extrato?meses=13');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('O campo meses deve ser de 1 a 12.');
  });

  it('a customer sees only their own statement', async () => {
    const other = await orderingCustomer(app, database);
    const data = (await as(other.token, 'GET', '/api/fidelidade_extrato')).json().data;
    expect(data.saldo_pontos).toBe(0);
    expect(data.meses.flatMap((m: { entradas: unknown[] }) => m.entradas)).toEqual([]);
  });
});

describe('account erasure', () => {
  it('deletes the membership and keeps the ledger against the anonymised customer', async () => {
    const me = await member();
    const order = await outForDelivery(me);
    await move(app, order.id, 'Concluído');
    const res = await app.inject({
      method: 'DELETE',
      url: '/api/cliente',
      payload: {},
      remoteAddress: uniqueIp(),
      headers: { authorization: `Bearer ${me.token}` },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await db.select().from(t.loyaltyAccounts).where(eq(t.loyaltyAccounts.customerId, me.id))).toEqual(
      [],
    );
    const kept = await db
      .select()
      .from(t.loyaltyPointEntries)
      .where(eq(t.loyaltyPointEntries.customerId, me.id));
    expect(kept).toHaveLength(1);
  });
});

describe('GET fidelidade_carteira', () => {
  const wallet = async (token: string, filtro = 0) => {
    const res = await as(token, 'GET', `/api/fidelidade_carteira?id_marca=47&filtro_utilizado=${filtro}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as Array<{ nome: string; status: string; valido_ate: string | null }>;
  };

  it("grants the month's benefits on joining, once, valid to the end of the São Paulo month", async () => {
    const me = await member();
    const items = await wallet(me.token);
    expect(items.map((i) => [i.nome, i.status])).toEqual([['Café do mês', 'Disponível']]);
    expect(items[0]?.valido_ate).toBe('2025-07-01T03:00:00.000Z');
    expect(await wallet(me.token)).toHaveLength(1);
    expect(await wallet(me.token, 1)).toEqual([]);
  });

  it('grants the birthday dessert in the birth month only', async () => {
    const me = await orderingCustomer(app, database);
    await db.update(t.customers).set({ dataNascimento: '1990-06-21' }).where(eq(t.customers.id, me.id));
    await as(me.token, 'PUT', '/api/cliente', { shinguru: true });
    expect((await wallet(me.token)).map((i) => i.nome).sort()).toEqual([
      'Café do mês',
      'Sobremesa de aniversário',
    ]);
    const other = await orderingCustomer(app, database);
    await db.update(t.customers).set({ dataNascimento: '1990-01-21' }).where(eq(t.customers.id, other.id));
    await as(other.token, 'PUT', '/api/cliente', { shinguru: true });
    expect((await wallet(other.token)).map((i) => i.nome)).toEqual(['Café do mês']);
  });

  it("reaching a level grants its benefits (a level's perks stay out of the wallet)", async () => {
    const me = await member();
    await db.insert(t.loyaltyPointEntries).values({
      customerId: me.id,
      tipo: 'ajuste',
      pontos: 1700,
      chave: `ajuste:teste-${me.id}`,
      createdAt: new Date(),
    });
    await db
      .update(t.loyaltyAccounts)
      .set({ saldoPontos: 1700 })
      .where(eq(t.loyaltyAccounts.customerId, me.id));
    expect((await as(me.token, 'GET', '/api/fidelidade')).json().data).toMatchObject({
      nivel: 3,
      nome: 'Coral',
    });
    expect((await wallet(me.token)).map((i) => i.nome).sort()).toEqual([
      'Café do mês',
      'Cupom de 10% no delivery',
      'Entrada de camarão',
    ]);
  });

  it('is empty outside the programme, and refuses another programme or a bad filter', async () => {
    const me = await orderingCustomer(app, database);
    expect(await wallet(me.token)).toEqual([]);
    expect((await as(me.token, 'GET', '/api/fidelidade_carteira?id_marca=1')).statusCode).toBe(404);
    const bad = await as(me.token, 'GET', '/api/fidelidade_carteira?filtro_utilizado=2');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('O campo filtro_utilizado deve ser 0 ou 1.');
  });
});

describe('reserving a benefit for the bag (fidelidade_cupom)', () => {
  const walletOf = async (token: string) =>
    (await as(token, 'GET', '/api/fidelidade_carteira')).json().data as Array<{
      sequencial: number;
      nome: string;
      status: string;
    }>;
  const queryString = (consulta: Record<string, number>) =>
    new URLSearchParams(
      Object.entries(consulta).map(([k, v]): [string, string] => [k, String(v)]),
    ).toString();
  async function coffee(me: Customer) {
    const item = (await walletOf(me.token)).find((i) => i.nome === 'Café do mês');
    expect(item).toBeDefined();
    return item!.sequencial;
  }

  it('holds the item for the store, checks and renews it, and releases it (twice is fine)', async () => {
    const me = await member();
    const sequencial = await coffee(me);
    const res = await as(me.token, 'POST', '/api/fidelidade_cupom', { sequencial, loja_id: 1 });
    expect(res.statusCode, res.body).toBe(201);
    const { consulta, produto_cod } = res.json().data;
    expect(consulta).toEqual({ loja_id: 1, id_empresa_cupom: 47, id_cupom: 1, versao_cupom: 1, sequencial });
    expect(produto_cod).toBe(8101);
    expect((await walletOf(me.token)).find((i) => i.sequencial === sequencial)?.status).toBe('Reservado');
    const again = await as(me.token, 'POST', '/api/fidelidade_cupom', { sequencial, loja_id: 1 });
    expect(again.json()).toMatchObject({ code: 'benefit_unavailable' });
    const check = await as(me.token, 'GET', `/api/fidelidade_cupom?${queryString(consulta)}`);
    expect(check.statusCode, check.body).toBe(200);
    expect(check.json().data.valido).toBe(true);
    const otherVersion = await as(
      me.token,
      'GET',
      `/api/fidelidade_cupom?${queryString({ ...consulta, versao_cupom: 2 })}`,
    );
    expect(otherVersion.statusCode).toBe(422);
    expect(otherVersion.json().message).toBe(
      'Encontramos um problema ao resgatar seu benefício. Por favor, tente realizar a reserva novamente..',
    );
    for (let i = 0; i < 2; i++)
      expect(
        (await as(me.token, 'DELETE', `/api/fidelidade_cupom?${queryString(consulta)}`)).statusCode,
      ).toBe(200);
    expect((await walletOf(me.token)).find((i) => i.sequencial === sequencial)?.status).toBe('Disponível');
    expect((await as(me.token, 'GET', `/api/fidelidade_cupom?${queryString(consulta)}`)).statusCode).toBe(
      422,
    );
  });

  it('a hold runs out after two hours without a check, and the item is available again', async () => {
    const me = await member();
    const sequencial = await coffee(me);
    const { consulta } = (
      await as(me.token, 'POST', '/api/fidelidade_cupom', { sequencial, loja_id: 1 })
    ).json().data;
    // Both processes' clocks move together, as real ones do.
    clock.advance(2 * 3_600_000 + 1);
    second.clock.advance(2 * 3_600_000 + 1);
    expect((await as(me.token, 'GET', `/api/fidelidade_cupom?${queryString(consulta)}`)).json().code).toBe(
      'benefit_check_failed',
    );
    expect((await walletOf(me.token)).find((i) => i.sequencial === sequencial)?.status).toBe('Disponível');
  });

  it("refuses another customer's item (404), a non-member, a store outside the programme and a coupon benefit", async () => {
    const me = await member();
    const sequencial = await coffee(me);
    const stranger = await member();
    expect(
      (await as(stranger.token, 'POST', '/api/fidelidade_cupom', { sequencial, loja_id: 1 })).statusCode,
    ).toBe(404);
    const outsider = await orderingCustomer(app, database);
    expect(
      (await as(outsider.token, 'POST', '/api/fidelidade_cupom', { sequencial, loja_id: 1 })).json().code,
    ).toBe('loyalty_not_member');
    const disabled = await as(me.token, 'POST', '/api/fidelidade_cupom', { sequencial, loja_id: 4 });
    expect(disabled.json()).toMatchObject({
      code: 'loyalty_store_disabled',
      message: 'Esta loja não participa do Shinguru.',
    });
    const [coupon] = await db
      .insert(t.loyaltyWalletItems)
      .values({
        customerId: me.id,
        benefitId: 3,
        chaveConcessao: 'teste',
        estado: 'disponivel',
        grantedAt: new Date(),
      })
      .returning({ id: t.loyaltyWalletItems.id });
    expect(
      (await as(me.token, 'POST', '/api/fidelidade_cupom', { sequencial: coupon!.id, loja_id: 1 })).json()
        .code,
    ).toBe('benefit_not_reservable');
  });

  it('50 concurrent reservations of one item from two processes: exactly one holds it', async () => {
    const me = await member();
    const sequencial = await coffee(me);
    const reserve = (on: typeof app) =>
      on.inject({
        method: 'POST',
        url: '/api/fidelidade_cupom',
        remoteAddress: uniqueIp(),
        headers: { authorization: `Bearer ${me.token}` },
        payload: { sequencial, loja_id: 1 },
      });
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => reserve(i % 2 === 0 ? app : second.app)),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 422)).toHaveLength(49);
    const holds = await db
      .select()
      .from(t.loyaltyReservations)
      .where(eq(t.loyaltyReservations.walletItemId, sequencial));
    expect(holds).toHaveLength(1);
  });
});

describe('adjusting points (loyalty:adjust, and its dev route)', () => {
  const adjust = (token: string, pontos: number) =>
    app.inject({
      method: 'POST',
      url: '/api/dev/fidelidade/ajuste',
      remoteAddress: uniqueIp(),
      headers: { authorization: `Bearer ${token}` },
      payload: { pontos, motivo: 'Cortesia da loja' },
    });

  it('writes an adjustment entry, moves the level and refuses a balance below zero', async () => {
    const me = await member();
    const res = await adjust(me.token, 900);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.saldo_pontos).toBe(900);
    expect((await as(me.token, 'GET', '/api/fidelidade')).json().data).toMatchObject({
      nivel: 2,
      nome: 'Onda',
    });
    const tooMuch = await adjust(me.token, -901);
    expect(tooMuch.statusCode).toBe(422);
    const entries = (await as(me.token, 'GET', '/api/fidelidade_extrato')).json().data.meses[0].entradas;
    expect(entries[0]).toMatchObject({ tipo: 'ajuste', pontos: 900, descricao: 'Ajuste: Cortesia da loja' });
    await expectBalancesMatchLedger();
  });

  it('refuses a customer outside the programme', async () => {
    const me = await orderingCustomer(app, database);
    expect((await adjust(me.token, 10)).json().code).toBe('loyalty_not_member');
  });
});

describe('a benefit coupon is spent by the order (SHINGURU10)', () => {
  const bag = { lojaId: 1, itens: [{ cod: NIGUIRI, qtd: 3 }], cupom: 'SHINGURU10' };
  async function holder(): Promise<Customer> {
    const me = await member();
    await db.insert(t.loyaltyWalletItems).values({
      customerId: me.id,
      benefitId: 3,
      chaveConcessao: 'mensal:2025-06',
      estado: 'disponivel',
      grantedAt: new Date(),
      validoAte: new Date('2025-07-01T03:00:00Z'),
    });
    return me;
  }
  const placeWith = async (me: Customer, on = app) => {
    const total = await quotedTotal(app, me.token, bag);
    return placer(on)(me.token, orderBody(me.addressId, { tipo: 'dinheiro' }, total, bag));
  };
  const couponItem = async (me: Customer) => {
    const [item] = await db
      .select()
      .from(t.loyaltyWalletItems)
      .where(and(eq(t.loyaltyWalletItems.customerId, me.id), eq(t.loyaltyWalletItems.benefitId, 3)));
    return item!;
  };

  it('uses the wallet item with the order, refuses a second order, and a cancelled order gives it back', async () => {
    const me = await holder();
    const first = await placeWith(me);
    expect(first.statusCode, first.body).toBe(201);
    const order = first.json().data;
    expect(order.desconto.valor).toBe(Math.round((3 * 1890) / 10));
    expect(await couponItem(me)).toMatchObject({ estado: 'utilizado', orderId: order.id });
    const used = (await as(me.token, 'GET', '/api/fidelidade_carteira?filtro_utilizado=1')).json().data;
    expect(used.find((i: { id_beneficio: number }) => i.id_beneficio === 3)).toMatchObject({
      status: 'Utilizado',
      pedido_id: order.id,
    });
    const second = await place(
      me.token,
      orderBody(me.addressId, { tipo: 'dinheiro' }, order.total.valor, bag),
    );
    expect(second.statusCode).toBe(422);
    expect(second.json().code).toBe('coupon_benefit_missing');
    expect((await move(app, order.id, 'Cancelado')).statusCode).toBe(200);
    expect(await couponItem(me)).toMatchObject({ estado: 'disponivel', orderId: null, usedAt: null });
  });

  it('20 orders at once from two processes with one item: exactly one is placed, the others hold nothing', async () => {
    const me = await holder();
    const total = await quotedTotal(app, me.token, bag);
    const body = orderBody(me.addressId, { tipo: 'dinheiro' }, total, bag);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => placer(i % 2 === 0 ? app : second.app)(me.token, body)),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 422)).toHaveLength(19);
    for (const refused of answers.filter((a) => a.statusCode === 422))
      expect(refused.json().code).toBe('coupon_benefit_missing');
    const orders = await db.select().from(t.orders).where(eq(t.orders.customerId, me.id));
    expect(orders).toHaveLength(1);
    const uses = await db.select().from(t.couponUses).where(eq(t.couponUses.customerId, me.id));
    expect(uses).toHaveLength(1);
  });
});
