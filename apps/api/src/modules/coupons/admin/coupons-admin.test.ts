import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildWithClock } from '../../auth/testing.ts';
import { customerSession, line, poster } from '../../bag/testing.ts';
import { signedInStaff } from '../../staff/testing.ts';

// Monday 2 June 2025, 12:00 in Brasília.
const { app, database, clock } = await buildWithClock();
const now = clock.now();
const admin = await signedInStaff(app, now, 'admin');
const managerA = await signedInStaff(app, now, 'gerente', [1]);
const operatorA = await signedInStaff(app, now, 'operador', [1]);
const me = await customerSession(app, database);
const post = poster(app);
const apply = (cupom: string) =>
  post(
    '/api/cupom',
    { cupom, lojaId: 1, carrinho: [line(2005, 3)], modalidade: 'DLV', plataforma: 'PWA', pwa: true },
    { token: me.token },
  );

const at = (path = '') => `/api/gestao/cupons${path}?lojaId=1`;
const newCoupon = {
  codigo: 'boasvindas10',
  descricao: 'R$ 10 de desconto',
  tipo: 'fixo',
  valor: 1000,
  valorMinimo: 3000,
  validoDe: '2025-06-01',
  validoAte: '2025-06-30',
  limiteTotal: 100,
  limitePorCliente: 1,
};

async function auditOf(id: number) {
  const res = await admin.call('GET', `/api/gestao/auditoria?entidade=cupom&entidadeId=${id}`);
  return res.json().data.itens as Array<{ acao: string; antes: unknown; depois: unknown }>;
}

describe('the brand’s coupons in the back office', () => {
  it('are the admin’s alone', async () => {
    for (const who of [managerA, operatorA]) {
      expect((await who.call('GET', at())).statusCode).toBe(403);
      expect((await who.call('POST', at(), newCoupon)).statusCode).toBe(403);
    }
    expect((await app.inject({ url: at() })).statusCode).toBe(401);
  });

  it('creates a coupon customers can use at once, listed with its uses and audited', async () => {
    const res = await admin.call('POST', at(), newCoupon);
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json().data;
    expect(created).toMatchObject({ codigo: 'BOASVINDAS10', usos: 0, ativo: true, lojas: [], frete: null });
    const applied = await apply('boasvindas10');
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json().data).toMatchObject({ cupom: 'BOASVINDAS10', valor_desconto: { valor: 1000 } });

    const list = (await admin.call('GET', at())).json().data as Array<{ codigo: string }>;
    expect(list.map((c) => c.codigo)).toContain('BOASVINDAS10');
    expect(await auditOf(created.id)).toMatchObject([{ acao: 'cupom.criado', antes: null, depois: created }]);

    const again = await admin.call('POST', at(), { ...newCoupon, codigo: 'BoasVindas10' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'coupon_code_taken',
      message: 'Já existe um cupom com este código.',
    });
  });

  it('turns a coupon off and on, and keeps its limits above the uses already made', async () => {
    const { id } = (await admin.call('POST', at(), { ...newCoupon, codigo: 'INVERNO5', valor: 500 })).json()
      .data;
    const off = await admin.call('PATCH', at(`/${id}`), { ativo: false });
    expect(off.json()).toMatchObject({ message: 'Cupom salvo.', data: { ativo: false } });
    expect((await apply('INVERNO5')).json().code).toBe('coupon_not_found');
    await admin.call('PATCH', at(`/${id}`), { ativo: true });
    expect((await apply('INVERNO5')).statusCode).toBe(200);

    await database.db.execute(sql`update coupons set usos = 3 where id = ${id}`);
    const below = await admin.call('PATCH', at(`/${id}`), { limiteTotal: 2 });
    expect(below.statusCode).toBe(400);
    expect(below.json()).toMatchObject({
      message: 'O limite total não pode ficar abaixo dos usos já feitos (3).',
      errors: [{ campo: 'limiteTotal' }],
    });
    const unlimited = await admin.call('PATCH', at(`/${id}`), { limiteTotal: null, validoAte: '2025-07-31' });
    expect(unlimited.json().data).toMatchObject({ limiteTotal: null, validoAte: '2025-07-31', usos: 3 });
    expect((await auditOf(id)).map((e) => e.acao)).toEqual([
      'cupom.alterado',
      'cupom.alterado',
      'cupom.alterado',
      'cupom.criado',
    ]);
  });

  it('answers bad input with pt-BR field messages, never a 5xx', async () => {
    const cases: Array<[string, string, unknown, number, string]> = [
      ['POST', '', { ...newCoupon, codigo: 'a b' }, 400, 'Código do cupom: 3 a 40 letras, dígitos, - ou _.'],
      [
        'POST',
        '',
        { ...newCoupon, codigo: 'DATAS', validoDe: '2025-07-01' },
        400,
        'A data inicial deve vir antes da final.',
      ],
      [
        'POST',
        '',
        { ...newCoupon, codigo: 'NEG', valorMinimo: -1 },
        400,
        'valorMinimo não pode ser negativo.',
      ],
      [
        'POST',
        '',
        { ...newCoupon, codigo: 'PCT', tipo: 'porcentagem', valor: 150 },
        400,
        'A porcentagem deve estar entre 1 e 100.',
      ],
      ['POST', '', { ...newCoupon, codigo: 'PROD', tipo: 'produto' }, 400, 'Escolha o produto do desconto.'],
      [
        'POST',
        '',
        { ...newCoupon, codigo: 'BENEF', tipo: 'beneficio', valor: 10 },
        400,
        'Escolha o benefício do Shinguru.',
      ],
      [
        'POST',
        '',
        { ...newCoupon, codigo: 'FIXOB', beneficioId: 3 },
        400,
        'Só cupons de benefício têm benefício.',
      ],
      // references of another brand or of nothing: a 400 by field, never the database's refusal
      [
        'POST',
        '',
        { ...newCoupon, codigo: 'PROD2', tipo: 'produto', produtoCod: 999999 },
        400,
        'Produto não encontrado nesta marca.',
      ],
      [
        'POST',
        '',
        { ...newCoupon, codigo: 'CAT', categoriaId: 999 },
        400,
        'Categoria não encontrada nesta marca.',
      ],
      [
        'POST',
        '',
        { ...newCoupon, codigo: 'BEN2', tipo: 'beneficio', valor: 10, beneficioId: 999 },
        400,
        'Benefício do Shinguru não encontrado nesta marca.',
      ],
      ['POST', '', { ...newCoupon, codigo: 'LOJA', lojas: [999] }, 400, 'Loja não encontrada nesta marca.'],
      ['PATCH', '/999999', { ativo: true }, 404, 'Cupom não encontrado.'],
      ['PATCH', '/1', {}, 400, 'Informe o que muda no cupom.'],
      ['PATCH', '/1', { limitePorCliente: 0 }, 400, 'O campo limitePorCliente deve ser pelo menos 1.'],
      [
        'PATCH',
        '/1',
        { validoDe: '2025-08-01', validoAte: '2025-07-01' },
        400,
        'A data inicial deve vir antes da final.',
      ],
    ];
    for (const [method, path, body, status, message] of cases) {
      const res = await admin.call(method as 'POST', at(path), body);
      expect({ path, status: res.statusCode, message: res.json().message }).toEqual({
        path,
        status,
        message,
      });
    }
  });

  it('creates a coupon off one product at some stores, with free delivery, as the file would', async () => {
    const res = await admin.call('POST', at(), {
      ...newCoupon,
      codigo: 'NIGUIRIFRETE',
      descricao: 'R$ 2 no niguiri e frete grátis',
      tipo: 'produto',
      valor: 200,
      produtoCod: 2005,
      frete: 100,
      categoriaId: 2,
      lojas: [1, 2],
      valorMinimo: 0,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({
      codigo: 'NIGUIRIFRETE',
      tipo: 'produto',
      valor: 200,
      produtoCod: 2005,
      frete: 100,
      categoriaId: 2,
      lojas: [1, 2],
    });
    const applied = await apply('niguirifrete');
    expect(applied.statusCode, applied.body).toBe(200);
  });
});
