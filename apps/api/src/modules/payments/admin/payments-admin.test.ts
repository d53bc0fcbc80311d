import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { storePaymentSettings } from '../../../db/schema/index.ts';
import { backofficeWorld } from '../../../testing/backoffice.ts';
import { uniqueIp } from '../../bag/testing.ts';
import { ONE_NIGUIRI_TOTAL, orderBody, orderingCustomer, placer } from '../../orders/testing.ts';
import { ORDER_MESSAGES } from '../../orders/texts.ts';

// Two API processes on one database and one Redis: a change saved on one holds on the other's next request.
const { two, app, database, admin, managerA, managerB, operatorA } = await backofficeWorld('pagamentos');

const at = (lojaId: number) => `/api/gestao/loja/pagamentos?lojaId=${lojaId}`;
const brands = (CREDIT: string[] = [], DEBIT: string[] = [], MEAL_VOUCHER: string[] = []) => ({
  CREDIT,
  DEBIT,
  MEAL_VOUCHER,
});

/** Store 1 of the demo catalogue, as the back office shows it. */
const STORE_1 = {
  metodoPagamento: 'mundipagg',
  online: {
    cartao: brands(
      ['Visa', 'Mastercard', 'Elo', 'Amex', 'Hipercard', 'Diners'],
      [],
      ['Alelo', 'Sodexo', 'Ticket Restaurante', 'VR', 'Visa Refeição'],
    ),
    pix: true,
  },
  entrega: {
    cartao: brands(
      ['Visa', 'Mastercard', 'Elo', 'Amex', 'Hipercard', 'Hiper', 'Diners'],
      ['Visa', 'Mastercard', 'Elo'],
      ['Alelo', 'Sodexo', 'Ticket Restaurante', 'VR', 'Visa Refeição'],
    ),
    dinheiro: true,
  },
};
const bodyOf = ({ metodoPagamento: _, ...body }: typeof STORE_1) => body;

/** The customer's GET pagamentos, on the process given. */
const customerOptions = (on: FastifyInstance, lojaId: number) =>
  on.inject({ url: `/api/pagamentos?lojaId=${lojaId}`, remoteAddress: uniqueIp() });

async function auditOf(lojaId: number) {
  const res = await admin.call('GET', `/api/gestao/auditoria?entidade=loja&entidadeId=${lojaId}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.itens as Array<{
    acao: string;
    equipe: { id: number } | null;
    antes: unknown;
    depois: unknown;
  }>;
}

describe('a store’s accepted payments in the back office', () => {
  it('are the admin’s to change; the store’s manager reads them; others get a 403, a visitor a 401', async () => {
    const read = await admin.call('GET', at(1));
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().data).toEqual(STORE_1);
    // a manager of one store may leave the store out
    const own = await managerA.call('GET', '/api/gestao/loja/pagamentos');
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().data).toEqual(STORE_1);
    expect((await managerA.call('PUT', at(1), bodyOf(STORE_1))).statusCode).toBe(403);
    for (const who of [managerB, operatorA]) {
      expect((await who.call('GET', at(1))).statusCode).toBe(403);
      expect((await who.call('PUT', at(1), bodyOf(STORE_1))).statusCode).toBe(403);
    }
    expect((await app.inject({ url: at(1) })).statusCode).toBe(401);
    expect(
      (await app.inject({ method: 'PUT', url: at(1), payload: bodyOf(STORE_1), remoteAddress: uniqueIp() }))
        .statusCode,
    ).toBe(401);
    expect((await auditOf(1)).filter((e) => e.acao === 'loja.pagamentos')).toEqual([]);
  });

  it('turns Pix off for customers of every process at once, and the next Pix order is refused', async () => {
    const withoutPix = {
      ...bodyOf(STORE_1),
      online: { ...STORE_1.online, pix: false, cartao: brands(['Visa', 'Mastercard'], [], ['Alelo']) },
    };
    const saved = await admin.call('PUT', at(1), withoutPix);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      message: 'Formas de pagamento salvas.',
      data: { ...withoutPix, metodoPagamento: 'mundipagg' },
    });

    // the other process answers the customer with the change on its next request
    const options = await customerOptions(two.app, 1);
    expect(options.statusCode, options.body).toBe(200);
    expect(options.json().data).toMatchObject({
      online: { pix: false, cartao: brands(['Visa', 'Mastercard'], [], ['Alelo']) },
      entrega: STORE_1.entrega,
    });
    expect(options.json().data.opcoes.map((o: { tipo_forma_pgto: string }) => o.tipo_forma_pgto)).toEqual([
      'online',
      'entrega',
    ]);

    const me = await orderingCustomer(app, database);
    const pix = await placer(two.app)(me.token, orderBody(me.addressId, { tipo: 'pix' }, ONE_NIGUIRI_TOTAL));
    expect(pix.statusCode, pix.body).toBe(422);
    expect(pix.json()).toMatchObject({
      code: 'payment_method_not_offered',
      message: ORDER_MESSAGES.paymentNotOffered,
    });

    // back on: the next Pix order is placed
    expect((await admin.call('PUT', at(1), bodyOf(STORE_1))).statusCode).toBe(200);
    expect((await customerOptions(two.app, 1)).json().data.online.pix).toBe(true);
    const again = await placer(two.app)(
      me.token,
      orderBody(me.addressId, { tipo: 'pix' }, ONE_NIGUIRI_TOTAL),
    );
    expect(again.statusCode, again.body).toBe(201);

    const entries = await auditOf(1);
    expect(entries.map((e) => e.acao).slice(0, 2)).toEqual(['loja.pagamentos', 'loja.pagamentos']);
    expect(entries[1]).toMatchObject({
      equipe: { id: admin.id },
      antes: STORE_1,
      depois: { online: { pix: false } },
    });
    expect(entries[0]).toMatchObject({ antes: { online: { pix: false } }, depois: STORE_1 });
  });

  it('shows a store without settings as accepting nothing, and gives it some', async () => {
    await database.db.delete(storePaymentSettings).where(eq(storePaymentSettings.storeId, 4));
    const off = { cartao: brands(), pix: false };
    expect((await admin.call('GET', at(4))).json().data).toEqual({
      metodoPagamento: 'mundipagg',
      online: off,
      entrega: { cartao: brands(), dinheiro: false },
    });
    expect((await customerOptions(two.app, 4)).json()).toMatchObject({ code: 'payments_not_offered' });

    // what the body leaves out is off
    const cash = await admin.call('PUT', at(4), { entrega: { dinheiro: true } });
    expect(cash.statusCode, cash.body).toBe(200);
    expect(cash.json().data).toEqual({
      metodoPagamento: 'mundipagg',
      online: off,
      entrega: { cartao: brands(), dinheiro: true },
    });
    const options = await customerOptions(two.app, 4);
    expect(options.statusCode, options.body).toBe(200);
    expect(options.json().data).toMatchObject({ padrao: 'entrega', entrega: { dinheiro: true } });
    expect((await auditOf(4))[0]).toMatchObject({
      acao: 'loja.pagamentos',
      antes: { online: off, entrega: { dinheiro: false } },
      depois: { entrega: { dinheiro: true } },
    });
  });

  it('answers bad input with the field and a pt-BR message, changing nothing', async () => {
    const cases: Array<[number, unknown, string, string]> = [
      [
        1,
        { online: { cartao: brands(['Visa', 'Banana']) } },
        'online.cartao.CREDIT.1',
        'O campo online.cartao.CREDIT.1 é inválido.',
      ],
      [
        1,
        { entrega: { cartao: brands(['Alelo']) } },
        'entrega.cartao.CREDIT.0',
        'Alelo é vale-refeição: liste-a em MEAL_VOUCHER.',
      ],
      [
        1,
        { online: { cartao: brands([], [], ['Visa']) } },
        'online.cartao.MEAL_VOUCHER.0',
        'Visa não é bandeira de vale-refeição.',
      ],
      [
        1,
        { online: { cartao: brands(['Visa', 'Visa']) } },
        'online.cartao.CREDIT.1',
        'Visa aparece mais de uma vez.',
      ],
      [1, { online: { pix: 'sim' } }, 'online.pix', 'O campo online.pix é inválido.'],
      // store 5 charges cards through Cielo (braspag): no meal voucher in the app
      [
        5,
        { online: { cartao: brands(['Visa'], [], ['Alelo']), pix: true } },
        'online.cartao.MEAL_VOUCHER',
        'não aceita vale-refeição no app',
      ],
    ];
    const before = (await admin.call('GET', at(5))).json().data;
    expect(before.metodoPagamento).toBe('braspag');
    for (const [lojaId, body, campo, message] of cases) {
      const res = await admin.call('PUT', at(lojaId), body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation_failed' });
      expect(res.json().errors).toContainEqual({ campo, mensagem: expect.stringContaining(message) });
    }
    expect((await admin.call('GET', at(1))).json().data).toEqual(STORE_1);
    expect((await admin.call('GET', at(5))).json().data).toEqual(before);
    expect((await auditOf(5)).filter((e) => e.acao === 'loja.pagamentos')).toEqual([]);
    // on delivery, a store on Cielo takes meal vouchers
    const delivery = await admin.call('PUT', at(5), {
      online: before.online,
      entrega: { cartao: brands([], [], ['Alelo']), dinheiro: false },
    });
    expect(delivery.statusCode, delivery.body).toBe(200);
  });
});
