import { formatBRL } from '@comanda/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildWithClock } from '../auth/testing.ts';
import { uniqueIp } from '../bag/testing.ts';
import { NIGUIRI, orderBody, orderingCustomer, placer, quotedTotal, saveCard } from '../orders/testing.ts';
import { createOperatorKey } from './keys.ts';

// Tuesday 3 June 2025, 12:00 in São Paulo: store 1 is open.
const { app, database } = await buildWithClock(
  { PAYMENT_RECONCILE_INTERVAL_MS: '0' },
  new Date('2025-06-03T15:00:00Z'),
);
const place = placer(app);
const bag = { lojaId: 1, itens: [{ cod: NIGUIRI, qtd: 1 }] };
const key1 = (await createOperatorKey(database.db, 1))!;
const key2 = (await createOperatorKey(database.db, 2))!;

const operator = (key: string | null, method: 'GET' | 'POST', url: string, payload?: object) =>
  app.inject({
    method,
    url,
    remoteAddress: uniqueIp(),
    ...(payload ? { payload } : {}),
    headers: key ? { 'x-operator-key': key } : {},
  });

async function cashOrder() {
  const me = await orderingCustomer(app, database);
  const total = await quotedTotal(app, me.token, bag);
  const res = await place(me.token, orderBody(me.addressId, { tipo: 'dinheiro' }, total));
  expect(res.statusCode, res.body).toBe(201);
  return { me, order: res.json().data as { id: number } };
}

describe('store team board (operador)', () => {
  it('refuses a missing, malformed or unknown key', async () => {
    for (const key of [null, 'x', 'op_1_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'])
      expect((await operator(key, 'GET', '/api/operador/pedidos')).json()).toMatchObject({
        code: 'operator_key_invalid',
      });
  });

  it('lists today’s orders with the allowed moves, advances one to Concluído and the customer sees each step', async () => {
    const { me, order } = await cashOrder();
    const board = await operator(key1, 'GET', '/api/operador/pedidos');
    expect(board.statusCode).toBe(200);
    const listed = board.json().data.pedidos.find((p: { id: number }) => p.id === order.id);
    expect(listed).toMatchObject({
      status: 'Pendente',
      proximos: ['Confirmado', 'Cancelado'],
      pagamento: 'Dinheiro',
    });
    for (const status of ['Confirmado', 'Em preparo', 'Saiu para entrega', 'Concluído']) {
      const moved = await operator(key1, 'POST', '/api/operador/pedido/status', {
        pedidoId: order.id,
        status,
      });
      expect(moved.statusCode, moved.body).toBe(200);
      expect(moved.json().data.status).toBe(status);
    }
    const seen = await app.inject({
      url: `/api/pedido?pedidoId=${order.id}`,
      headers: { authorization: `Bearer ${me.token}` },
    });
    expect(seen.json().data.historicoStatus.map((h: { status: string }) => h.status)).toEqual([
      'Pendente',
      'Confirmado',
      'Em preparo',
      'Saiu para entrega',
      'Concluído',
    ]);
    const notes = await app.inject({
      url: '/api/notificacoes',
      headers: { authorization: `Bearer ${me.token}` },
    });
    expect(notes.json().data[0]).toMatchObject({ titulo: `Pedido #${order.id}: Concluído` });
  });

  it('lists the orders of the São Paulo day only; a move answers its order whatever its day', async () => {
    const placed = [await cashOrder(), await cashOrder(), await cashOrder()];
    const [lateYesterday, midnight, lateToday] = placed.map(({ order }) => order.id);
    const createdAt = async (id: number, at: string) =>
      database.db.execute(sql`update orders set created_at = ${at}::timestamptz where id = ${id}`);
    await createdAt(lateYesterday!, '2025-06-03T02:59:59Z'); // 23:59:59 on 2 June in São Paulo
    await createdAt(midnight!, '2025-06-03T03:00:00Z'); // 00:00 on 3 June
    await createdAt(lateToday!, '2025-06-04T02:59:59Z'); // 23:59:59 on 3 June
    const listed = (await operator(key1, 'GET', '/api/operador/pedidos'))
      .json()
      .data.pedidos.map((p: { id: number }) => p.id);
    expect(listed).toEqual(expect.arrayContaining([midnight, lateToday]));
    expect(listed).not.toContain(lateYesterday);
    // yesterday's order still open: the move is made and answered with the order
    const moved = await operator(key1, 'POST', '/api/operador/pedido/status', {
      pedidoId: lateYesterday,
      status: 'Confirmado',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data).toMatchObject({ id: lateYesterday, status: 'Confirmado' });
  });

  it('refuses an illegal move (409) and another store’s order (404)', async () => {
    const { order } = await cashOrder();
    const skip = await operator(key1, 'POST', '/api/operador/pedido/status', {
      pedidoId: order.id,
      status: 'Concluído',
    });
    expect(skip.statusCode).toBe(409);
    expect(skip.json().code).toBe('order_transition_invalid');
    const foreign = await operator(key2, 'POST', '/api/operador/pedido/status', {
      pedidoId: order.id,
      status: 'Confirmado',
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('cancelling a paid card order refunds it once', async () => {
    const me = await orderingCustomer(app, database);
    const card = await saveCard(app, me.token);
    const total = await quotedTotal(app, me.token, bag);
    const res = await place(me.token, orderBody(me.addressId, { tipo: 'cartao', cartao_id: card }, total));
    const { id } = res.json().data;
    const tooLong = await operator(key1, 'POST', '/api/operador/pedido/status', {
      pedidoId: id,
      status: 'Cancelado',
      motivo: 'x'.repeat(141),
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toBe('O motivo deve ter no máximo 140 caracteres.');
    const notACancel = await operator(key1, 'POST', '/api/operador/pedido/status', {
      pedidoId: id,
      status: 'Confirmado',
      motivo: 'Sem motivo',
    });
    expect(notACancel.statusCode).toBe(400);
    expect(notACancel.json().message).toBe('O motivo só acompanha um cancelamento.');

    const cancelled = await operator(key1, 'POST', '/api/operador/pedido/status', {
      pedidoId: id,
      status: 'Cancelado',
      motivo: ' Acabou o salmão. ',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const seen = await app.inject({
      url: `/api/pedido?pedidoId=${id}`,
      headers: { authorization: `Bearer ${me.token}` },
    });
    // The customer reads why, and what happened to the money: refunded, how much, when.
    expect(seen.json().data).toMatchObject({
      status: 'Cancelado',
      motivo_cancelamento: 'Acabou o salmão.',
      formaPagamento: {
        status: 'estornado',
        estorno: { status: 'estornado', valor: { valor: total }, estornado_em: expect.any(String) },
      },
    });
    const inbox = await app.inject({
      url: '/api/notificacoes',
      headers: { authorization: `Bearer ${me.token}` },
    });
    expect(JSON.stringify(inbox.json())).toContain(
      `Seu pedido foi cancelado pela loja: Acabou o salmão. O valor pago (${formatBRL(total)}) será estornado.`,
    );
    const again = await operator(key1, 'POST', '/api/operador/pedido/status', {
      pedidoId: id,
      status: 'Cancelado',
    });
    expect(again.statusCode).toBe(409);
  });
});
