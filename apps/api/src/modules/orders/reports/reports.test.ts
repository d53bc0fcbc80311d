import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signedInStaff } from '../../staff/testing.ts';
import {
  NEAR_STORE_1,
  NEAR_STORE_3,
  NIGUIRI,
  orderBody,
  orderingApp,
  orderingCustomer,
  placer,
  quote,
} from '../testing.ts';

// Tuesday 3 June 2025, 12:00 in Brasília: stores 1 and 3 are open. The orders are placed through the API; two of
// them are then moved to the edges of the day (23:59:59.999 and 00:00 in Brasília) to test where a day ends.
const { app, database, db, clock } = await orderingApp();
const now = clock.now();
const admin = await signedInStaff(app, now, 'admin');
const managerA = await signedInStaff(app, now, 'gerente', [1]);
const operatorA = await signedInStaff(app, now, 'operador', [1]);
const place = placer(app);

async function order(lojaId: 1 | 3, qtd: number, pagamento: { tipo: 'dinheiro' } | { tipo: 'pix' }) {
  const me = await orderingCustomer(app, database, lojaId === 3 ? { ...NEAR_STORE_3, lojaId: 3 } : undefined);
  const itens = [{ cod: NIGUIRI, qtd }];
  const at = lojaId === 3 ? NEAR_STORE_3 : NEAR_STORE_1;
  const total = (await quote(app, me.token, { lojaId, itens }, at)).totais.total.valor;
  const res = await place(me.token, orderBody(me.addressId, pagamento, total, { lojaId, itens }));
  expect(res.statusCode, res.body).toBe(201);
  return { id: res.json().data.id as number, total };
}

const oneA = await order(1, 1, { tipo: 'dinheiro' });
const twoA = await order(1, 2, { tipo: 'dinheiro' });
const cancelledA = await order(1, 1, { tipo: 'dinheiro' });
const unpaidPix = await order(1, 3, { tipo: 'pix' });
const lateA = await order(1, 1, { tipo: 'dinheiro' });
const nextDayA = await order(1, 1, { tipo: 'dinheiro' });
const oneC = await order(3, 1, { tipo: 'dinheiro' });

const cancel = await managerA.call('POST', '/api/operador/pedido/status', {
  pedidoId: cancelledA.id,
  status: 'Cancelado',
  motivo: 'Acabou o salmão.',
});
expect(cancel.statusCode, cancel.body).toBe(200);
await db.execute(sql`update orders set created_at = '2025-06-04T02:59:59.999Z' where id = ${lateA.id}`);
await db.execute(sql`update orders set created_at = '2025-06-04T03:00:00Z' where id = ${nextDayA.id}`);

const report = async (who: typeof admin, query: string) => {
  const res = await who.call('GET', `/api/gestao/relatorios?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};

describe('sales reports', () => {
  it('adds up a Brasília day to the centavo, per store, payment, product and cancellation reason', async () => {
    const data = await report(admin, 'de=2025-06-03&ate=2025-06-03');
    const storeA = [oneA, twoA, lateA].reduce((sum, o) => sum + o.total, 0);
    const all = storeA + oneC.total;
    expect(data.resumo).toEqual({
      pedidos: 4,
      receita: all,
      ticketMedio: Math.round(all / 4),
      cancelados: 1,
    });
    expect(data.dias).toEqual([{ dia: '2025-06-03', ...data.resumo }]);
    expect(data.porLoja.find((s: { loja: { id: number } }) => s.loja.id === 1)).toMatchObject({
      pedidos: 3,
      receita: storeA,
      ticketMedio: Math.round(storeA / 3),
      cancelados: 1,
    });
    expect(data.porLoja.find((s: { loja: { id: number } }) => s.loja.id === 3)).toMatchObject({
      pedidos: 1,
      receita: oneC.total,
    });
    expect(data.porLoja.find((s: { loja: { id: number } }) => s.loja.id === 2)).toMatchObject({
      pedidos: 0,
      receita: 0,
      ticketMedio: 0,
    });
    expect(data.cancelamentos).toEqual([{ motivo: 'Acabou o salmão.', pedidos: 1 }]);
    expect(data.pagamentos).toEqual([{ tipo: 'dinheiro', pedidos: 4, valor: all }]);
    expect(data.produtos).toEqual([
      { cod: NIGUIRI, nome: 'Niguiri de Atum 2 unidades', quantidade: 5, valor: 5 * 1890 },
    ]);
    // the unpaid Pix is in no figure
    expect(unpaidPix.total).toBeGreaterThan(0);
  });

  it('starts the next day at midnight in Brasília, listing days without orders too', async () => {
    const data = await report(admin, 'de=2025-06-02&ate=2025-06-05&lojaId=1');
    expect(data.lojas).toEqual([{ id: 1, nome: 'Hanami Sushi Asa Sul' }]);
    expect(
      data.dias.map((d: { dia: string; pedidos: number; receita: number }) => [d.dia, d.pedidos, d.receita]),
    ).toEqual([
      ['2025-06-02', 0, 0],
      ['2025-06-03', 3, oneA.total + twoA.total + lateA.total],
      ['2025-06-04', 1, nextDayA.total],
      ['2025-06-05', 0, 0],
    ]);
  });

  it('gives a manager their stores only; an operator none', async () => {
    const mine = await report(managerA, 'de=2025-06-03&ate=2025-06-04');
    expect(mine.lojas.map((l: { id: number }) => l.id)).toEqual([1]);
    expect(mine.resumo.pedidos).toBe(4);
    expect(
      (await managerA.call('GET', '/api/gestao/relatorios?de=2025-06-03&ate=2025-06-03&lojaId=3')).statusCode,
    ).toBe(403);
    expect(
      (await operatorA.call('GET', '/api/gestao/relatorios?de=2025-06-03&ate=2025-06-03')).statusCode,
    ).toBe(403);
    expect(
      (await app.inject({ url: '/api/gestao/relatorios?de=2025-06-03&ate=2025-06-03' })).statusCode,
    ).toBe(401);
  });

  it('exports a CSV line per day and store, amounts with a decimal comma', async () => {
    const res = await managerA.call('GET', '/api/gestao/relatorios.csv?de=2025-06-03&ate=2025-06-04');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="vendas-2025-06-03-a-2025-06-04.csv"',
    );
    const reais = (c: number) => `${Math.floor(c / 100)},${String(c % 100).padStart(2, '0')}`;
    const day = oneA.total + twoA.total + lateA.total;
    expect(res.body).toBe(
      '\uFEFFdia;loja_id;loja;pedidos;receita;ticket_medio;cancelados\r\n' +
        `2025-06-03;1;Hanami Sushi Asa Sul;3;${reais(day)};${reais(Math.round(day / 3))};1\r\n` +
        `2025-06-04;1;Hanami Sushi Asa Sul;1;${reais(nextDayA.total)};${reais(nextDayA.total)};0\r\n`,
    );
  });

  it('refuses a bad period with a pt-BR message', async () => {
    const cases: Array<[string, string]> = [
      ['de=2025-06-04&ate=2025-06-03', 'A data inicial deve vir antes da final.'],
      ['de=2024-01-01&ate=2025-06-03', 'O período deve ter no máximo 366 dias.'],
      ['de=03/06/2025&ate=2025-06-03', 'O campo de deve ser uma data no formato AAAA-MM-DD.'],
      ['ate=2025-06-03', 'O campo de deve ser uma data no formato AAAA-MM-DD.'],
    ];
    for (const [query, message] of cases) {
      const res = await admin.call('GET', `/api/gestao/relatorios?${query}`);
      expect({ query, status: res.statusCode, message: res.json().message }).toEqual({
        query,
        status: 400,
        message,
      });
    }
  });
});
