import { describe, expect, it } from 'vitest';
import { buildWithClock } from '../auth/testing.ts';
import { uniqueIp } from '../bag/testing.ts';
import { NIGUIRI, orderBody, orderingCustomer, placer, quotedTotal } from '../orders/testing.ts';
import { signedInStaff } from '../staff/testing.ts';
import { createOperatorKey } from './keys.ts';

// Tuesday 3 June 2025, 12:00 in São Paulo: store 1 is open.
const { app, database, clock } = await buildWithClock(
  { PAYMENT_RECONCILE_INTERVAL_MS: '0' },
  new Date('2025-06-03T15:00:00Z'),
);
const now = clock.now();
const managerA = await signedInStaff(app, now, 'gerente', [1]);
const managerB = await signedInStaff(app, now, 'gerente', [2]);
const operatorA = await signedInStaff(app, now, 'operador', [1]);
const admin = await signedInStaff(app, now, 'admin');
const twoStores = await signedInStaff(app, now, 'operador', [1, 2]);

async function cashOrderAtStore1(): Promise<number> {
  const me = await orderingCustomer(app, database);
  const bag = { lojaId: 1, itens: [{ cod: NIGUIRI, qtd: 1 }] };
  const total = await quotedTotal(app, me.token, bag);
  const res = await placer(app)(me.token, orderBody(me.addressId, { tipo: 'dinheiro' }, total));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id;
}

describe('the order board with a staff session', () => {
  it('lists store 1’s orders for its manager and operator (200) and refuses store 2’s manager (403)', async () => {
    const id = await cashOrderAtStore1();
    for (const member of [managerA, operatorA]) {
      const res = await member.call('GET', '/api/operador/pedidos');
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.loja).toMatchObject({ id: 1 });
      expect(res.json().data.pedidos.map((p: { id: number }) => p.id)).toContain(id);
    }
    const foreign = await managerB.call('GET', '/api/operador/pedidos?lojaId=1');
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toMatchObject({
      code: 'staff_forbidden',
      message: 'Você não tem permissão para agir nesta loja.',
    });
    const own = await managerB.call('GET', '/api/operador/pedidos');
    expect(own.json().data.loja.id).toBe(2);
    expect(own.json().data.pedidos.map((p: { id: number }) => p.id)).not.toContain(id);
  });

  it('moves an order of the store for its staff, with the XSRF header; another store’s staff gets a 403', async () => {
    const id = await cashOrderAtStore1();
    const refused = await managerB.call('POST', '/api/operador/pedido/status?lojaId=1', {
      pedidoId: id,
      status: 'Confirmado',
    });
    expect(refused.statusCode).toBe(403);
    const noCsrf = await operatorA.call(
      'POST',
      '/api/operador/pedido/status',
      { pedidoId: id, status: 'Confirmado' },
      { csrf: false },
    );
    expect(noCsrf.json().code).toBe('csrf_rejected');
    const moved = await operatorA.call('POST', '/api/operador/pedido/status', {
      pedidoId: id,
      status: 'Confirmado',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data.status).toBe('Confirmado');
  });

  it('writes a move made with a staff session to the audit log; a kiosk key’s stays in the order’s history', async () => {
    const id = await cashOrderAtStore1();
    const cancelled = await managerA.call('POST', '/api/operador/pedido/status', {
      pedidoId: id,
      status: 'Cancelado',
      motivo: 'Cliente pediu por telefone.',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const entries = async (pedidoId: number) =>
      (await admin.call('GET', `/api/gestao/auditoria?entidade=pedido&entidadeId=${pedidoId}`)).json().data
        .itens;
    expect(await entries(id)).toMatchObject([
      {
        acao: 'pedido.status',
        equipe: { id: managerA.id },
        antes: { status: 'Pendente' },
        depois: { status: 'Cancelado', motivo: 'Cliente pediu por telefone.' },
      },
    ]);
    // a move the table refuses is rolled back with its entry
    const again = await managerA.call('POST', '/api/operador/pedido/status', {
      pedidoId: id,
      status: 'Confirmado',
    });
    expect(again.statusCode).toBe(409);
    expect(await entries(id)).toHaveLength(1);

    const byKey = await cashOrderAtStore1();
    const key = (await createOperatorKey(database.db, 1))!;
    const moved = await app.inject({
      method: 'POST',
      url: '/api/operador/pedido/status',
      headers: { 'x-operator-key': key },
      payload: { pedidoId: byKey, status: 'Confirmado' },
      remoteAddress: uniqueIp(),
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await entries(byKey)).toEqual([]);
  });

  it('a member of several stores (and an admin) names the store: lojaId or X-Loja-Id', async () => {
    for (const member of [twoStores, admin]) {
      const missing = await member.call('GET', '/api/operador/pedidos');
      expect(missing.statusCode).toBe(400);
      expect(missing.json().code).toBe('staff_store_required');
      expect((await member.call('GET', '/api/operador/pedidos?lojaId=2')).json().data.loja.id).toBe(2);
      const byHeader = await app.inject({
        url: '/api/operador/pedidos',
        cookies: { comanda_gestao: member.session },
        headers: { 'x-loja-id': '1' },
        remoteAddress: uniqueIp(),
      });
      expect(byHeader.json().data.loja.id).toBe(1);
      expect((await member.call('GET', '/api/operador/pedidos?lojaId=abc')).statusCode).toBe(400);
    }
    expect((await admin.call('GET', '/api/operador/pedidos?lojaId=99999')).statusCode).toBe(404);
    // two different stores named at once: refused before anything is decided for either
    const conflicting = await app.inject({
      url: '/api/operador/pedidos?lojaId=1',
      cookies: { comanda_gestao: twoStores.session },
      headers: { 'x-loja-id': '2' },
      remoteAddress: uniqueIp(),
    });
    expect(conflicting.statusCode).toBe(400);
    expect(conflicting.json().message).toBe('A requisição indica lojas diferentes em lojaId.');
  });

  it('opens the support chat’s board routes the same way', async () => {
    expect((await managerA.call('GET', '/api/operador/atendimento')).statusCode).toBe(200);
    expect((await managerB.call('GET', '/api/operador/atendimento?lojaId=1')).statusCode).toBe(403);
  });

  it('still takes the store key (kiosk screens), and an expired staff session is a 401', async () => {
    const key = (await createOperatorKey(database.db, 1))!;
    const res = await app.inject({
      url: '/api/operador/pedidos',
      headers: { 'x-operator-key': key },
      remoteAddress: uniqueIp(),
    });
    expect(res.statusCode).toBe(200);
    const stale = await app.inject({
      url: '/api/operador/pedidos',
      cookies: { comanda_gestao: 'A'.repeat(43) },
      remoteAddress: uniqueIp(),
    });
    expect(stale.statusCode).toBe(401);
    expect(stale.json().code).toBe('staff_session_required');
  });
});
