import { pricedBag } from '@comanda/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as t from '../../db/schema/index.ts';
import { build } from '../../testing/build.ts';
import { customerSession, line, poster } from './testing.ts';

const { app, database } = await build();
const post = poster(app);
const me = await customerSession(app, database);

// Demo catalogue, store 1 (Asa Sul, fee bands from R$ 4,90 up to 2 km) and store 5 (Pinheiros, own prices).
const niguiri = (qtd = 1) => line(2005, qtd); // R$ 18,90, no options
const combo = (extra: Record<string, unknown> = {}) =>
  line(1002, 1, { obrigatorios: [{ cod: 50015 }], opcionais: [{ cod: 50019 }], ...extra }); // R$ 94,90
const calc = (body: Record<string, unknown>, token?: string) =>
  post('/api/carrinho/calcular', { lojaId: 1, ...body }, token ? { token } : {});

describe('POST /api/carrinho/calcular', () => {
  it('prices the bag from the database with the domain and returns §3 Cart totals', async () => {
    const res = await calc({
      itens: [
        niguiri(2),
        combo({
          adicionais: [
            { cod: 50022, qtd: 2 },
            { cod: 50023, qtd: 1 },
          ],
        }),
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const { data, message } = res.json();
    expect(pricedBag.safeParse(data).success).toBe(true);
    expect(message).toBeUndefined();
    const [first, second] = data.itens;
    expect(first).toMatchObject({ tipo: 'Individual', cod: 2005, qtd: 2, preco: { total: { valor: 3780 } } });
    // 94,90 + 2 × 4,00 + 2,00 (priced extras group)
    expect(second.preco).toEqual({
      unitario: { valor: 10490, texto: 'R$\u00a0104,90' },
      total: { valor: 10490, texto: 'R$\u00a0104,90' },
    });
    expect(second.adicionais.map((e: { cod: number; qtd: number }) => [e.cod, e.qtd])).toEqual([
      [50022, 2],
      [50023, 1],
    ]);
    expect(second.obrigatorios.map((c: { cod: number }) => c.cod)).toEqual([50015]);
    expect(data.totais).toMatchObject({
      qtd: 3,
      valor_itens: { valor: 14270 },
      valor_frete: { valor: 490 },
      frete: { valor: 490 },
      desconto: { valor: 0 },
      valor_desconto_porc: { valor: 0 },
      total: { valor: 14760, texto: 'R$\u00a0147,60' },
      gifts_cards: [],
    });
    expect(data).toMatchObject({
      frete_estimado: true,
      distancia_km: null,
      precos_alterados: false,
      cupom: null,
    });
  });

  it("applies the store's own price", async () => {
    const res = await calc({
      lojaId: 5,
      itens: [line(2001, 1, { obrigatorios: [{ cod: 50061 }, { cod: 50065 }] })],
    });
    expect(res.json().data.itens[0].preco.unitario.valor).toBe(5790);
  });

  it('charges the fee band of the distance when coordinates are given, and refuses outside the area', async () => {
    // About 3 km north of the Asa Sul store: the 4 km band.
    const near = await calc({ itens: [niguiri()], lat: -15.7861, lng: -47.8897 });
    expect(near.json().data).toMatchObject({ frete_estimado: false, totais: { frete: { valor: 690 } } });
    expect(near.json().data.distancia_km).toBeCloseTo(3.0, 0);
    const far = await calc({ itens: [niguiri()], lat: -23.55, lng: -46.63 });
    expect(far.statusCode).toBe(422);
    expect(far.json().message).toBe('Endereço fora da área de entrega desta loja.');
  });

  it('never trusts client prices: the server totals come back with a flag and a message', async () => {
    const res = await calc({
      itens: [{ ...niguiri(2), preco: { unitario: { valor: 1 }, total: { valor: 2 } } }],
      total: { valor: 3 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Os preços da sua sacola foram atualizados.',
      data: {
        precos_alterados: true,
        itens: [{ preco: { total: { valor: 3780 } } }],
        totais: { total: { valor: 4270 } },
      },
    });
    const honest = await calc({
      itens: [{ ...niguiri(2), preco: { unitario: { valor: 1890 }, total: { valor: 3780 } } }],
      total: { valor: 4270 },
    });
    expect(honest.json().data.precos_alterados).toBe(false);
  });

  it.each([
    ['an unknown product', [line(999_999)], 'Produto indisponível: o produto 999999 não está no cardápio.'],
    [
      'a product the store does not sell',
      [line(2002, 1, { obrigatorios: [{ cod: 50068 }] })],
      'Produto indisponível: Sashimi de Atum 10 fatias não está disponível nesta loja.',
    ],
    [
      'an option of another product',
      [line(2005, 1, { adicionais: [{ cod: 50022, qtd: 1 }] })],
      'Opção indisponível: a opção 50022 não pertence a Niguiri de Atum 2 unidades.',
    ],
    [
      'an extra sent as a choice',
      [combo({ opcionais: [{ cod: 50022 }] })],
      'Opção indisponível: a opção 50022 não pertence a Combinado Tradicional 20 peças.',
    ],
  ])('refuses %s with 422', async (_name, itens, message) => {
    const res = await calc({ lojaId: 4, itens });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().message).toBe(message);
  });

  it('refuses an inactive product as unknown', async () => {
    await database.db.update(t.products).set({ ativo: false }).where(eq(t.products.cod, 7005));
    const res = await calc({ itens: [line(7005)] });
    expect(res.json().message).toBe('Produto indisponível: o produto 7005 não está no cardápio.');
    await database.db.update(t.products).set({ ativo: true }).where(eq(t.products.cod, 7005));
  });

  it.each([
    [
      'a required group left empty',
      combo({ obrigatorios: [] }),
      'Por favor preencha todos os campos.',
      [{ campo: 'itens.0.observacoes.104', mensagem: 'Você deve selecionar 1 item' }],
    ],
    [
      'an extras group short of its minimum',
      line(1001, 1, { adicionais: [{ cod: 50001, qtd: 1 }], obrigatorios: [{ cod: 50005 }] }),
      'Por favor preencha todos os campos.',
      [{ campo: 'itens.0.observacoes.101', mensagem: 'Você deve selecionar 2 itens' }],
    ],
    [
      'too many extras',
      combo({ adicionais: [{ cod: 50022, qtd: 6 }] }),
      'A quantidade máxima para essa opção já foi atingida.',
      undefined,
    ],
    [
      'two choices in a one-choice group',
      combo({ obrigatorios: [{ cod: 50015 }, { cod: 50016 }] }),
      'A quantidade máxima para essa opção já foi atingida',
      undefined,
    ],
  ])('refuses %s with the domain message', async (_name, item, message, errors) => {
    const res = await calc({ itens: [item] });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().message).toBe(message);
    if (errors) expect(res.json().errors).toEqual(errors);
  });

  it.each([
    [{ itens: [{ ...niguiri(), qtd: 0 }] }, 'A quantidade deve ser de pelo menos 1 unidade.'],
    [
      { itens: [{ ...niguiri(), observacao: 'x'.repeat(101) }] },
      'A observação deve ter no máximo 100 caracteres.',
    ],
  ])('refuses a malformed line with 400 and the domain message', async (body, message) => {
    const res = await calc(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('refuses an empty bag and an unknown store', async () => {
    expect((await calc({ itens: [] })).json()).toEqual({
      status: 'error',
      code: 'cart_empty',
      message: 'Sua sacola está vazia.',
    });
    expect((await calc({ lojaId: 999, itens: [niguiri()] })).statusCode).toBe(404);
  });

  it('applies a coupon for a logged-in customer and asks a visitor to log in', async () => {
    const visitor = await calc({ itens: [niguiri(5)], cupom: 'HANAMI15' });
    expect(visitor.statusCode).toBe(401);
    const res = await calc({ itens: [niguiri(5)], cupom: 'hanami15' }, me.token);
    expect(res.json().data).toMatchObject({
      cupom: { cupom: 'HANAMI15', tipo: 'fixo' },
      aviso_cupom: null,
      totais: {
        valor_itens: { valor: 9450 },
        desconto: { valor: 1500 },
        total: { valor: 9450 - 1500 + 490 },
      },
    });
    const pct = await calc({ itens: [niguiri(2)], cupom: 'BEMVINDO' }, me.token);
    expect(pct.json().data.totais).toMatchObject({
      desconto: { valor: 378 },
      valor_desconto_porc: { valor: 378 },
    });
    const frete = await calc({ itens: [niguiri(4)], cupom: 'FRETEGRATIS' }, me.token);
    expect(frete.json().data.totais).toMatchObject({ valor_frete: { valor: 490 }, frete: { valor: 0 } });
  });

  it('prices without a coupon that no longer applies and says why', async () => {
    const res = await calc({ itens: [niguiri(1)], cupom: 'HANAMI15' }, me.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      cupom: null,
      aviso_cupom: 'O valor mínimo do pedido para este cupom é R$\u00a080,00.',
      totais: { desconto: { valor: 0 } },
    });
  });
});
