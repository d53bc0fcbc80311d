import { count, eq, sum } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as t from '../../db/schema/index.ts';
import { build } from '../../testing/build.ts';
import { line, poster, uniqueIp } from '../bag/testing.ts';
import { hashGiftCardPassword } from './password.ts';
import { debitGiftCard } from './repository.ts';

const { app, database } = await build();
const db = database.db;
const post = poster(app);

// Demo cards (docs/bag.md): R$ 50,00 and R$ 200,00 active, a blocked one, an expired one and an empty one.
const ACTIVE = { numero_cartao: '6035000011112222', senha_cartao: 'sakura01' };
const RICH = { numero_cartao: '6035 0000 3333 4444', senha_cartao: 'sakura02' };
const BLOCKED = { numero_cartao: '6035000055556666', senha_cartao: 'sakura03' };
const EXPIRED = { numero_cartao: '6035000077778888', senha_cartao: 'sakura04' };
const EMPTY = { numero_cartao: '6035000099990000', senha_cartao: 'sakura05' };

const BLOCKED_MESSAGE = 'O seu Gift Card está bloqueado. Tente adicionar outro Gift Card.';
const ZERO_MESSAGE = 'O saldo do seu Gift Card é zero. Tente adicionar outro Gift Card.';
const FAILURE_MESSAGE =
  'Houve um problema ao resgatar o seu Gift Card. Por favor, tente adicionar novamente.';

async function newCard(numero: string, saldo: number) {
  const [row] = await db
    .insert(t.giftCards)
    .values({
      brandId: 4,
      numero,
      senhaHash: await hashGiftCardPassword('segredo1'),
      saldo,
      validade: '2099-12-31',
    })
    .returning({ id: t.giftCards.id });
  return row!.id;
}

describe('POST /api/consultar_saldo_todo (§7)', () => {
  it('returns the balance, masked number, expiry and no error code for an active card', async () => {
    const res = await post('/api/consultar_saldo_todo', ACTIVE);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      status: 'success',
      data: {
        balance: { value: 5000, texto: 'R$\u00a050,00' },
        card_number: '**** 2222',
        expire_date: '2030-12-31',
        error_code: null,
      },
    });
  });

  it.each([
    ['blocked', BLOCKED, 'card_blocked', BLOCKED_MESSAGE, 10000],
    ['expired', EXPIRED, 'card_expired', FAILURE_MESSAGE, 10000],
    ['empty', EMPTY, 'zero_balance', ZERO_MESSAGE, 0],
  ])(
    'a %s card shows its balance with the error code and the §8 message',
    async (_n, card, code, message, value) => {
      const res = await post('/api/consultar_saldo_todo', card);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ message, data: { error_code: code, balance: { value } } });
    },
  );

  it('a wrong password and an unknown number get the same refusal', async () => {
    for (const body of [
      { ...ACTIVE, senha_cartao: 'errada1' },
      { numero_cartao: '6035999999999999', senha_cartao: 'errada1' },
    ]) {
      const res = await post('/api/consultar_saldo_todo', body);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        status: 'error',
        code: 'gift_card_invalid',
        message: FAILURE_MESSAGE,
        data: { error_code: 'invalid_card' },
      });
    }
  });

  it.each([
    [{ numero_cartao: '', senha_cartao: 'sakura01' }, 'O campo número é obrigatório!'],
    [{ numero_cartao: ACTIVE.numero_cartao }, 'O campo senha é obrigatório!'],
    [{ ...ACTIVE, senha_cartao: '12345' }, 'A senha do Gift Card deve ter no mínimo 6 caracteres.'],
  ])('validates the form with the domain messages (400)', async (body, message) => {
    const res = await post('/api/consultar_saldo_todo', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });
});

describe('POST /api/validar_gift_card', () => {
  it('accepts an active card and returns a token', async () => {
    const res = await post('/api/validar_gift_card', RICH);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      numero_cartao_mascarado: '**** 4444',
      valor_resgatado: { valor: 20000 },
      data_expiracao: '2030-12-31',
      expira_em: 1800,
    });
    // a visitor's token (docs/bag.md): `v.` and 256 random bits
    expect(res.json().data.token).toMatch(/^v\.[\w-]{43}$/);
  });

  it.each([
    ['blocked', BLOCKED, 'card_blocked', BLOCKED_MESSAGE, 'gift_card_blocked'],
    ['expired', EXPIRED, 'card_expired', FAILURE_MESSAGE, 'gift_card_expired'],
    ['empty', EMPTY, 'zero_balance', ZERO_MESSAGE, 'gift_card_zero_balance'],
  ])('refuses a %s card with 422 and the §8 message', async (_n, card, code, message, errorCode) => {
    const res = await post('/api/validar_gift_card', card);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ status: 'error', code: errorCode, message, data: { error_code: code } });
  });
});

describe('password brute force', () => {
  it('after 5 wrong passwords for a card within an hour, even the right one gets a 429 (from any address)', async () => {
    await newCard('6035000000001111', 1000);
    const card = { numero_cartao: '6035000000001111', senha_cartao: 'segredo1' };
    for (let i = 0; i < 5; i += 1) {
      const res = await post('/api/validar_gift_card', { ...card, senha_cartao: `errada${i}` });
      expect(res.statusCode).toBe(422);
    }
    const locked = await post('/api/validar_gift_card', card);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe(
      'Muitas tentativas de senha para este Gift Card. Tente novamente em 1 hora.',
    );
    expect((await post('/api/consultar_saldo_todo', card)).statusCode).toBe(429);
  });

  it('10 concurrent wrong guesses on one card never check more than 5 passwords', async () => {
    const id = await newCard('6035000000002222', 1000);
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        post('/api/validar_gift_card', { numero_cartao: '6035000000002222', senha_cartao: `chute${i}00` }),
      ),
    );
    const checked = results.filter((r) => r.statusCode === 422).length;
    expect(checked).toBeLessThanOrEqual(5);
    expect(results.every((r) => r.statusCode === 422 || r.statusCode === 429)).toBe(true);
    const [failures] = await db
      .select({ n: count() })
      .from(t.giftCardAttempts)
      .where(eq(t.giftCardAttempts.cardId, id));
    expect(failures?.n).toBe(checked);
  });

  it('one address guessing across many cards is stopped after 20 wrong passwords', async () => {
    const ip = uniqueIp();
    const statuses: number[] = [];
    for (let i = 0; i < 22; i += 1) {
      const res = await post(
        '/api/consultar_saldo_todo',
        { numero_cartao: `60359000000${String(i).padStart(5, '0')}`, senha_cartao: 'chute123' },
        { ip },
      );
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 20).every((s) => s === 422)).toBe(true);
    expect(statuses.slice(20)).toEqual([429, 429]);
  });
});

describe('gift cards in the bag', () => {
  const calc = (gift_cards: unknown[], itens = [line(2005, 5)]) =>
    post('/api/carrinho/calcular', { lojaId: 1, itens, gift_cards });

  it('a card that covers part and one that covers the rest, debited in order', async () => {
    // 5 × 18,90 + 4,90 = 99,40: R$ 50,00 from the first card, 49,40 from the second.
    const res = await calc([ACTIVE, RICH]);
    expect(res.statusCode, res.body).toBe(200);
    const { totais } = res.json().data;
    expect(totais.total.valor).toBe(0);
    expect(
      totais.gifts_cards.map(
        (g: {
          numero_cartao_mascarado: string;
          valor_debitado: { valor: number };
          valor_restante: { valor: number };
        }) => [g.numero_cartao_mascarado, g.valor_debitado.valor, g.valor_restante.valor],
      ),
    ).toEqual([
      ['**** 2222', 5000, 0],
      ['**** 4444', 4940, 15060],
    ]);
    // The tokens stand for the passwords next time.
    const tokens = totais.gifts_cards.map((g: { token: string }) => ({ token: g.token }));
    const again = await calc(tokens);
    expect(again.json().data.totais.total.valor).toBe(0);
  });

  it('refuses a third card once the bag is covered, a repeated card, and unusable cards', async () => {
    const covered = await calc([RICH, ACTIVE]);
    expect(covered.statusCode).toBe(422);
    expect(covered.json().message).toBe('O valor do carrinho já foi totalmente coberto.');
    const twice = await calc([ACTIVE, ACTIVE]);
    expect(twice.json().message).toBe('Este Gift Card já foi adicionado.');
    for (const [card, message] of [
      [BLOCKED, BLOCKED_MESSAGE],
      [EMPTY, ZERO_MESSAGE],
      [EXPIRED, FAILURE_MESSAGE],
      [{ token: 'x'.repeat(43) }, FAILURE_MESSAGE],
    ] as const) {
      const res = await calc([card]);
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe(message);
    }
  });
});

describe('debitGiftCard (order placement)', () => {
  it('20 concurrent debits of R$ 10,00 on a R$ 50,00 card: exactly 5 succeed and the balance ends at zero', async () => {
    const id = await newCard('6035000000003333', 5000);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => db.transaction((tx) => debitGiftCard(tx, id, 1000))),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(5);
    expect(results.filter((r) => !r.ok).every((r) => !r.ok && r.reason === 'insufficient_balance')).toBe(
      true,
    );
    const [card] = await db
      .select({ saldo: t.giftCards.saldo })
      .from(t.giftCards)
      .where(eq(t.giftCards.id, id));
    expect(card?.saldo).toBe(0);
    const [debited] = await db
      .select({ total: sum(t.giftCardDebits.valor) })
      .from(t.giftCardDebits)
      .where(eq(t.giftCardDebits.cardId, id));
    expect(Number(debited?.total)).toBe(5000);
  });

  it('20 concurrent debits of uneven amounts never take more than the balance', async () => {
    const id = await newCard('6035000000004444', 10_000);
    const amounts = Array.from({ length: 20 }, (_, i) => 300 + i * 97);
    const results = await Promise.all(amounts.map((a) => db.transaction((tx) => debitGiftCard(tx, id, a))));
    const taken = amounts.filter((_, i) => results[i]?.ok).reduce((s, a) => s + a, 0);
    const [card] = await db
      .select({ saldo: t.giftCards.saldo })
      .from(t.giftCards)
      .where(eq(t.giftCards.id, id));
    expect(taken).toBeLessThanOrEqual(10_000);
    expect(card?.saldo).toBe(10_000 - taken);
  });

  it('refuses blocked cards and non-positive amounts', async () => {
    const [blocked] = await db
      .select()
      .from(t.giftCards)
      .where(eq(t.giftCards.numero, BLOCKED.numero_cartao));
    expect(await db.transaction((tx) => debitGiftCard(tx, blocked!.id, 100))).toEqual({
      ok: false,
      reason: 'unavailable',
    });
    await expect(db.transaction((tx) => debitGiftCard(tx, blocked!.id, 0))).rejects.toThrow(RangeError);
  });
});
