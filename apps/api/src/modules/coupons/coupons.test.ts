import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as t from '../../db/schema/index.ts';
import { build } from '../../testing/build.ts';
import { customerSession, line, poster } from '../bag/testing.ts';
import { reserveCouponUse } from './repository.ts';

const { app, database } = await build();
const db = database.db;
const post = poster(app);
const me = await customerSession(app, database);

// Demo catalogue: 2005 Niguiri de Atum R$ 18,90 (category 2, no options); 1003 Combinado Salmão R$ 139,90 on
// promotion; 3001 Temaki (category 3) needs one choice; 5001 Guioza needs two.
const niguiri = (qtd: number) => line(2005, qtd);
const temaki = line(3001, 1, { opcionais: [{ cod: 50102 }] });
const guioza = line(5001, 1, { obrigatorios: [{ cod: 50211 }, { cod: 50214 }] });
const salmonCombo = line(1003, 1, { obrigatorios: [{ cod: 50028 }, { cod: 50032 }] });

const apply = (cupom: string, carrinho: unknown[], lojaId = 1, token: string | undefined = me.token) =>
  post('/api/cupom', { cupom, lojaId, carrinho, modalidade: 'DLV', plataforma: 'PWA', pwa: true }, { token });

async function couponId(codigo: string): Promise<number> {
  const [row] = await db.select({ id: t.coupons.id }).from(t.coupons).where(eq(t.coupons.codigo, codigo));
  return row!.id;
}

async function newCoupon(
  values: Partial<typeof t.coupons.$inferInsert> & { codigo: string },
): Promise<number> {
  const [row] = await db
    .insert(t.coupons)
    .values({ brandId: 4, descricao: values.codigo, tipo: 'fixo', valor: 500, lojas: [], ...values })
    .returning({ id: t.coupons.id });
  return row!.id;
}

describe('POST /api/cupom: coupon types', () => {
  it.each([
    [
      'fixo',
      'HANAMI15',
      [niguiri(5)],
      { tipo: 'fixo', desconto: { valor: 1500 }, valor_desconto: { valor: 1500 } },
    ],
    [
      'porcentagem',
      'BEMVINDO',
      [niguiri(2)],
      { tipo: 'porcentagem', desconto: { valor: 10, texto: '10%' }, valor_desconto: { valor: 378 } },
    ],
    [
      'porcentagem leaves promotional items out',
      'BEMVINDO',
      [niguiri(1), salmonCombo],
      { valor_desconto: { valor: 189 } },
    ],
    [
      'produto',
      'GUIOZA10',
      [guioza, niguiri(1)],
      { tipo: 'produto', codProduto: 5001, valor_desconto: { valor: 1000 } },
    ],
    [
      'free delivery',
      'FRETEGRATIS',
      [niguiri(4)],
      { tipo: 'fixo', frete: 100, valor_desconto: { valor: 0 } },
    ],
    [
      'category',
      'TEMAKI20',
      [temaki, niguiri(1)],
      { tipo: 'porcentagem', categoriaId: 3, valor_desconto: { valor: 658 } },
    ],
    ['store', 'ASASUL10', [niguiri(1)], { valor_desconto: { valor: 1000 } }],
    ['lower-case code', 'hanami15', [niguiri(5)], { cupom: 'HANAMI15' }],
  ])('%s (%s) is applied with the §3 Discount', async (_name, code, carrinho, expected) => {
    const res = await apply(code, carrinho);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'success', message: 'Cupom aplicado', data: expected });
  });
});

describe('POST /api/cupom: refusals', () => {
  it.each([
    ['unknown code', 'NAOEXISTE', [niguiri(1)], 1, 'Cupom inválido ou inexistente.', 'coupon_not_found'],
    [
      'minimum order',
      'HANAMI15',
      [niguiri(4)],
      1,
      'O valor mínimo do pedido para este cupom é R$\u00a080,00.',
      'coupon_minimum_not_met',
    ],
    ['expired window', 'VERAO2024', [niguiri(1)], 1, 'Este cupom expirou.', 'coupon_expired'],
    [
      'window not started',
      'NATAL2030',
      [niguiri(1)],
      1,
      'Este cupom ainda não está válido.',
      'coupon_not_yet_valid',
    ],
    [
      'another store',
      'ASASUL10',
      [niguiri(1)],
      2,
      'Este cupom não é válido para esta loja.',
      'coupon_store_mismatch',
    ],
    [
      'category missing',
      'TEMAKI20',
      [niguiri(1)],
      1,
      'Este cupom é válido apenas para produtos da categoria Temakis.',
      'coupon_category_missing',
    ],
    [
      'product missing',
      'GUIOZA10',
      [niguiri(1)],
      1,
      'Adicione Guioza 6 unidades à sacola para usar este cupom.',
      'coupon_product_missing',
    ],
    ['empty bag', 'HANAMI15', [], 1, 'Sua sacola está vazia.', 'cart_empty'],
  ])('%s → 422 with the reason', async (_name, code, carrinho, lojaId, message, errorCode) => {
    const res = await apply(code, carrinho, lojaId);
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json()).toEqual({ status: 'error', code: errorCode, message });
  });

  it('the retired SHINGURUFRETE is unknown', async () => {
    expect((await apply('SHINGURUFRETE', [niguiri(1)])).json().code).toBe('coupon_not_found');
  });

  it('a Shinguru benefit coupon needs a member holding the benefit, and then takes its percentage', async () => {
    const outsider = await apply('SHINGURU10', [niguiri(2)]);
    expect(outsider.statusCode).toBe(422);
    expect(outsider.json()).toMatchObject({
      code: 'coupon_members_only',
      message: 'Este cupom é um benefício exclusivo do Shinguru.',
    });
    const member = await customerSession(app, database);
    const join = await app.inject({
      method: 'PUT',
      url: '/api/cliente',
      headers: { authorization: `Bearer ${member.token}` },
      payload: { shinguru: true },
    });
    expect(join.statusCode, join.body).toBe(200);
    const without = await apply('SHINGURU10', [niguiri(2)], 1, member.token);
    expect(without.json()).toMatchObject({
      code: 'coupon_benefit_missing',
      message: 'Você não tem este benefício disponível na sua carteira.',
    });
    await db.insert(t.loyaltyWalletItems).values({
      customerId: member.id,
      benefitId: 3,
      chaveConcessao: 'mensal:teste',
      estado: 'disponivel',
      grantedAt: new Date(),
    });
    const held = await apply('SHINGURU10', [niguiri(2)], 1, member.token);
    expect(held.statusCode, held.body).toBe(200);
    expect(held.json().data).toMatchObject({
      tipo: 'beneficio',
      desconto: { valor: 10, texto: '10%' },
      valor_desconto: { valor: 378 },
    });
  });

  it('an inactive coupon is unknown', async () => {
    await newCoupon({ codigo: 'DESLIGADO', ativo: false });
    expect((await apply('DESLIGADO', [niguiri(1)])).json().message).toBe('Cupom inválido ou inexistente.');
  });

  it('an empty code is a 400 with the spec message', async () => {
    for (const cupom of ['', '   ']) {
      const res = await apply(cupom, [niguiri(1)]);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('O cupom é obrigatório!');
    }
    const missing = await post('/api/cupom', { lojaId: 1, carrinho: [] }, { token: me.token });
    expect(missing.json().message).toBe('O cupom é obrigatório!');
  });

  it('needs a logged-in customer (401, before anything else)', async () => {
    const res = await post('/api/cupom', { cupom: '', lojaId: 1, carrinho: [niguiri(1)] });
    expect(res.statusCode).toBe(401);
    expect(res.json().responseCode).toBe(401);
  });

  it('a sold-out coupon is refused', async () => {
    const id = await newCoupon({ codigo: 'ESGOTADO', limiteTotal: 3, usos: 3 });
    expect(id).toBeGreaterThan(0);
    const res = await apply('ESGOTADO', [niguiri(1)]);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('Este cupom esgotou.');
  });

  it('a customer who used up their share is refused; another customer is not', async () => {
    const id = await couponId('RELAMPAGO');
    const first = await customerSession(app, database);
    expect(await db.transaction((tx) => reserveCouponUse(tx, id, first.id))).toEqual({ ok: true });
    const again = await apply('RELAMPAGO', [niguiri(1)], 1, first.token);
    expect(again.json().message).toBe('Você já utilizou este cupom o número máximo de vezes.');
    expect((await apply('RELAMPAGO', [niguiri(1)])).statusCode).toBe(200);
  });

  it('first-order coupons accept a customer without orders', async () => {
    const fresh = await customerSession(app, database);
    expect((await apply('BEMVINDO', [niguiri(1)], 1, fresh.token)).statusCode).toBe(200);
  });
});

describe('reserveCouponUse (order placement)', () => {
  const usage = async (id: number) => {
    const [coupon] = await db.select({ usos: t.coupons.usos }).from(t.coupons).where(eq(t.coupons.id, id));
    const [uses] = await db.select({ n: count() }).from(t.couponUses).where(eq(t.couponUses.couponId, id));
    return { usos: coupon?.usos, rows: uses?.n };
  };

  it('20 concurrent reservations of a coupon limited to 5 succeed exactly 5 times', async () => {
    const id = await newCoupon({ codigo: 'CORRIDA5', limiteTotal: 5 });
    const people = await Promise.all(Array.from({ length: 20 }, () => customerSession(app, database)));
    const results = await Promise.all(
      people.map((p) => db.transaction((tx) => reserveCouponUse(tx, id, p.id))),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(5);
    expect(results.filter((r) => !r.ok).every((r) => !r.ok && r.reason === 'sold_out')).toBe(true);
    expect(await usage(id)).toEqual({ usos: 5, rows: 5 });
  });

  it('one customer racing 10 reservations of a 2-per-customer coupon gets exactly 2', async () => {
    const id = await newCoupon({ codigo: 'CORRIDA2', limitePorCliente: 2 });
    const someone = await customerSession(app, database);
    const results = await Promise.all(
      Array.from({ length: 10 }, () => db.transaction((tx) => reserveCouponUse(tx, id, someone.id))),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(2);
    expect(await usage(id)).toEqual({ usos: 2, rows: 2 });
  });

  it('a rolled-back order gives the use back', async () => {
    const id = await newCoupon({ codigo: 'DESFEITO', limiteTotal: 1 });
    const someone = await customerSession(app, database);
    await expect(
      db.transaction(async (tx) => {
        await reserveCouponUse(tx, id, someone.id);
        throw new Error('payment declined');
      }),
    ).rejects.toThrow('payment declined');
    expect(await usage(id)).toEqual({ usos: 0, rows: 0 });
  });
});
