import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as t from '../../../db/schema/index.ts';
import { buildWithClock } from '../../auth/testing.ts';
import { poster } from '../../bag/testing.ts';
import { signedInStaff } from '../../staff/testing.ts';
import { debitGiftCard } from '../repository.ts';

// Monday 2 June 2025, 12:00 in Brasília.
const { app, database, clock } = await buildWithClock();
const now = clock.now();
const admin = await signedInStaff(app, now, 'admin');
const managerA = await signedInStaff(app, now, 'gerente', [1]);
const operatorA = await signedInStaff(app, now, 'operador', [1]);
const post = poster(app);

const at = (path = '') => `/api/gestao/gift-cards${path}?lojaId=1`;
const balanceOf = (numero_cartao: string, senha_cartao: string) =>
  post('/api/consultar_saldo_todo', { numero_cartao, senha_cartao });

async function issue(saldo = 15_000, validade = '2025-12-31') {
  const res = await admin.call('POST', at(), { saldo, validade });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as {
    cartao: { id: number; numeroMascarado: string; saldo: number };
    numero: string;
    senha: string;
  };
}

async function auditOf(id: number) {
  const res = await admin.call('GET', `/api/gestao/auditoria?entidade=gift_card&entidadeId=${id}`);
  return res.json().data.itens as Array<{ acao: string; antes: unknown; depois: unknown }>;
}

describe('the brand’s gift cards in the back office', () => {
  it('are the admin’s alone', async () => {
    const { cartao } = await issue();
    for (const who of [managerA, operatorA]) {
      expect((await who.call('GET', at())).statusCode).toBe(403);
      expect((await who.call('POST', at(), { saldo: 1000, validade: '2025-12-31' })).statusCode).toBe(403);
      expect((await who.call('GET', at(`/${cartao.id}`))).statusCode).toBe(403);
      expect((await who.call('POST', at(`/${cartao.id}/anular`))).statusCode).toBe(403);
    }
    expect((await app.inject({ url: at() })).statusCode).toBe(401);
  });

  it('issues a card with a number and password shown once, that a customer can use at once', async () => {
    const { cartao, numero, senha } = await issue(15_000);
    expect(numero).toMatch(/^[1-9]\d{15}$/);
    expect(senha).toMatch(/^\d{10}$/);
    expect(cartao).toMatchObject({
      numeroMascarado: `**** ${numero.slice(-4)}`,
      saldo: 15_000,
      saldoInicial: 15_000,
      validade: '2025-12-31',
      bloqueado: false,
    });
    const balance = await balanceOf(numero, senha);
    expect(balance.statusCode, balance.body).toBe(200);
    expect(balance.json().data).toMatchObject({ balance: { value: 15_000 }, error_code: null });

    // the number and password are in no later answer, and never in the audit log
    const entries = await auditOf(cartao.id);
    expect(entries).toMatchObject([{ acao: 'gift_card.emitido', antes: null, depois: cartao }]);
    expect(JSON.stringify(entries)).not.toContain(senha);
    expect(JSON.stringify(entries)).not.toContain(numero);
    const list = (await admin.call('GET', at())).json().data as Array<{ id: number }>;
    expect(list[0]).toEqual(cartao);
    expect(JSON.stringify(list)).not.toContain(numero);
    const [stored] = await database.db.select().from(t.giftCards).where(eq(t.giftCards.id, cartao.id));
    expect(stored?.senhaHash).toMatch(/^\$argon2id\$/);
    expect(stored?.senhaHash).not.toContain(senha);
  });

  it('finds a card by its whole number', async () => {
    const { cartao, numero } = await issue(2_000);
    const found = await admin.call('GET', `/api/gestao/gift-cards?lojaId=1&numero=${numero}`);
    expect(found.json().data).toEqual([cartao]);
    const none = await admin.call('GET', '/api/gestao/gift-cards?lojaId=1&numero=1234567890123456');
    expect(none.json().data).toEqual([]);
    const bad = await admin.call('GET', '/api/gestao/gift-cards?lojaId=1&numero=12ab');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Número do Gift Card: 12 a 19 dígitos.');
  });

  it('shows the statement: debits and those given back, and what the card was issued with', async () => {
    // placement's debit checks the validity on the database's clock, not the test's
    const { cartao } = await issue(10_000, '2099-12-31');
    const debit = (valor: number) => database.db.transaction((tx) => debitGiftCard(tx, cartao.id, valor));
    expect(await debit(2_500)).toEqual({ ok: true, saldo: 7_500 });
    expect(await debit(1_000)).toEqual({ ok: true, saldo: 6_500 });
    // the 1 000 given back, as a cancelled order's release does
    await database.db
      .update(t.giftCardDebits)
      .set({ estornadoEm: now })
      .where(and(eq(t.giftCardDebits.cardId, cartao.id), eq(t.giftCardDebits.valor, 1_000)));
    await database.db.update(t.giftCards).set({ saldo: 7_500 }).where(eq(t.giftCards.id, cartao.id));
    const res = await admin.call('GET', at(`/${cartao.id}`));
    expect(res.statusCode, res.body).toBe(200);
    const { cartao: card, debitos } = res.json().data;
    expect(card).toMatchObject({ saldo: 7_500, saldoInicial: 10_000 });
    expect(debitos).toMatchObject([
      { valor: 1_000, pedidoId: null, estornadoEm: now.toISOString() },
      { valor: 2_500, pedidoId: null, estornadoEm: null },
    ]);
  });

  it('voids a card: the bag refuses it as blocked from then on; voiding again changes nothing', async () => {
    const { cartao, numero, senha } = await issue(5_000);
    const voided = await admin.call('POST', at(`/${cartao.id}/anular`));
    expect(voided.statusCode, voided.body).toBe(200);
    expect(voided.json()).toMatchObject({
      message: 'Gift Card anulado.',
      data: { bloqueado: true, saldo: 5_000 },
    });
    const balance = await balanceOf(numero, senha);
    expect(balance.json().data.error_code).toBe('card_blocked');
    expect((await admin.call('POST', at(`/${cartao.id}/anular`))).statusCode).toBe(200);
    expect((await auditOf(cartao.id)).map((e) => e.acao)).toEqual(['gift_card.anulado', 'gift_card.emitido']);
  });

  it('refuses bad input with field messages, and cards it does not know', async () => {
    const today = await admin.call('POST', at(), { saldo: 1_000, validade: '2025-06-02' });
    expect(today.statusCode).toBe(201);
    const yesterday = await admin.call('POST', at(), { saldo: 1_000, validade: '2025-06-01' });
    expect(yesterday.statusCode).toBe(400);
    expect(yesterday.json()).toMatchObject({
      message: 'A validade deve ser hoje ou uma data futura.',
      errors: [{ campo: 'validade' }],
    });
    for (const [body, message] of [
      [{ saldo: 99, validade: '2025-12-31' }, 'O saldo deve ser de pelo menos R$ 1,00.'],
      [{ saldo: 500_001, validade: '2025-12-31' }, 'O saldo deve ser de no máximo R$ 5.000,00.'],
      [{ saldo: 10.5, validade: '2025-12-31' }, 'O campo saldo deve ser um valor em centavos (inteiro).'],
      [{ saldo: 1_000, validade: '31/12/2025' }, 'O campo validade deve ser uma data no formato AAAA-MM-DD.'],
    ] as const) {
      const res = await admin.call('POST', at(), body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect((await admin.call('GET', at('/999999'))).json()).toMatchObject({ code: 'gift_card_not_found' });
    expect((await admin.call('POST', at('/999999/anular'))).statusCode).toBe(404);
  });
});
