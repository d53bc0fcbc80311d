import { describe, expect, it } from 'vitest';
import type { BagItem } from './bag-line.ts';
import {
  type CouponContext,
  type CouponDefinition,
  type CouponRefusalCode,
  couponDiscount,
  couponRefusal,
  couponRefusalReason,
} from './coupon-rules.ts';

const coupon = (over: Partial<CouponDefinition> = {}): CouponDefinition => ({
  id: 1,
  codigo: 'TESTE',
  tipo: 'fixo',
  valor: 1000,
  frete: null,
  categoriaId: null,
  codProduto: null,
  valorMinimo: 0,
  validoDe: null,
  validoAte: null,
  lojas: [],
  limiteTotal: null,
  limitePorCliente: null,
  primeiroPedido: false,
  ativo: true,
  ...over,
});

const item = (cod: number, unitario: number, flags: Partial<BagItem> = {}): BagItem => ({
  cod,
  categoriaId: 1,
  unitario,
  qtd: 1,
  ...flags,
});

// 2025-06-02 12:00 in São Paulo (UTC−3).
const noon = new Date('2025-06-02T15:00:00Z');
const context = (over: Partial<CouponContext> = {}): CouponContext => ({
  now: noon,
  storeId: 1,
  items: [item(10, 5000), item(20, 3000, { categoriaId: 2 })],
  usesTotal: 0,
  usesByCustomer: 0,
  customerOrders: 0,
  ...over,
});

describe('couponRefusal', () => {
  it.each<[string, Partial<CouponDefinition>, Partial<CouponContext>, string | null]>([
    ['a plain fixo coupon applies', {}, {}, null],
    ['inactive', { ativo: false }, {}, 'Cupom inválido ou inexistente.'],
    ['empty bag', {}, { items: [] }, 'Seu carrinho está vazio.'],
    ['first day of the window', { validoDe: '2025-06-02' }, {}, null],
    ['before the window', { validoDe: '2025-06-03' }, {}, 'Este cupom ainda não está válido.'],
    ['last day of the window', { validoAte: '2025-06-02' }, {}, null],
    ['after the window', { validoAte: '2025-06-01' }, {}, 'Este cupom expirou.'],
    // 23:30 on 1 June in São Paulo is already 2 June in UTC.
    [
      'the window is read in São Paulo',
      { validoAte: '2025-06-01' },
      { now: new Date('2025-06-02T02:30:00Z') },
      null,
    ],
    ['store allowed', { lojas: [1, 2] }, {}, null],
    ['another store', { lojas: [2] }, {}, 'Este cupom não é válido para esta loja.'],
    ['minimum reached exactly', { valorMinimo: 8000 }, {}, null],
    [
      'minimum not reached',
      { valorMinimo: 8001 },
      {},
      'O valor mínimo do pedido para este cupom é R$\u00a080,01.',
    ],
    [
      'benefit items do not count for the minimum',
      { valorMinimo: 8000 },
      { items: [item(10, 5000), item(30, 3000, { beneficio: true })] },
      'O valor mínimo do pedido para este cupom é R$\u00a080,00.',
    ],
    ['category in the bag', { categoriaId: 2 }, {}, null],
    [
      'category missing, named',
      { categoriaId: 3, categoriaNome: 'Temakis' },
      {},
      'Este cupom é válido apenas para produtos da categoria Temakis.',
    ],
    ['product in the bag', { codProduto: 20 }, {}, null],
    [
      'product missing, named',
      { codProduto: 99, produtoNome: 'Guioza' },
      {},
      'Adicione Guioza à sacola para usar este cupom.',
    ],
    ['total limit not reached', { limiteTotal: 5 }, { usesTotal: 4 }, null],
    ['total limit reached', { limiteTotal: 5 }, { usesTotal: 5 }, 'Este cupom esgotou.'],
    ['per-customer limit not reached', { limitePorCliente: 2 }, { usesByCustomer: 1 }, null],
    [
      'per-customer limit reached',
      { limitePorCliente: 1 },
      { usesByCustomer: 1 },
      'Você já utilizou este cupom o número máximo de vezes.',
    ],
    ['first order, no orders yet', { primeiroPedido: true }, {}, null],
    [
      'first order, with orders',
      { primeiroPedido: true },
      { customerOrders: 1 },
      'Este cupom é válido apenas para o primeiro pedido.',
    ],
    [
      'porcentagem over promotional items only',
      { tipo: 'porcentagem', valor: 10 },
      { items: [item(10, 5000, { promocional: true })] },
      'Este cupom não se aplica aos itens da sacola.',
    ],
    [
      'frete-only coupon always has an effect',
      { tipo: 'fixo', valor: 0, frete: 100 },
      { items: [item(10, 5000, { promocional: true })] },
      null,
    ],
    [
      'beneficio for someone outside the programme',
      { tipo: 'beneficio', valor: 10 },
      {},
      'Este cupom é um benefício exclusivo do Shinguru.',
    ],
    [
      'beneficio for a member without the benefit in the wallet',
      { tipo: 'beneficio', valor: 10 },
      { loyalty: { member: true, holdsBenefit: false } },
      'Você não tem este benefício disponível na sua carteira.',
    ],
    [
      'beneficio of 0 % without frete, for a member holding it',
      { tipo: 'beneficio', valor: 0 },
      { loyalty: { member: true, holdsBenefit: true } },
      'Este cupom não se aplica aos itens da sacola.',
    ],
    [
      'beneficio for a member holding it',
      { tipo: 'beneficio', valor: 10 },
      {
        ...{ loyalty: { member: true, holdsBenefit: true } },
        items: [item(10, 5000), item(30, 1500, { beneficio: true })],
      },
      null,
    ],
  ])('%s', (_name, over, ctx, message) => {
    expect(couponRefusal(coupon(over), context(ctx))).toBe(message);
  });
});

describe('couponRefusalReason', () => {
  it.each<[Partial<CouponDefinition>, Partial<CouponContext>, CouponRefusalCode]>([
    [{ ativo: false }, {}, 'coupon_not_found'],
    [{}, { items: [] }, 'cart_empty'],
    [{ validoDe: '2025-06-03' }, {}, 'coupon_not_yet_valid'],
    [{ validoAte: '2025-06-01' }, {}, 'coupon_expired'],
    [{ lojas: [2] }, {}, 'coupon_store_mismatch'],
    [{ valorMinimo: 8001 }, {}, 'coupon_minimum_not_met'],
    [{ categoriaId: 3 }, {}, 'coupon_category_missing'],
    [{ codProduto: 99 }, {}, 'coupon_product_missing'],
    [{ limiteTotal: 5 }, { usesTotal: 5 }, 'coupon_sold_out'],
    [{ limitePorCliente: 1 }, { usesByCustomer: 1 }, 'coupon_usage_limit_reached'],
    [{ primeiroPedido: true }, { customerOrders: 1 }, 'coupon_first_order_only'],
    [{ tipo: 'beneficio', valor: 10 }, {}, 'coupon_members_only'],
    [
      { tipo: 'beneficio', valor: 10 },
      { loyalty: { member: true, holdsBenefit: false } },
      'coupon_benefit_missing',
    ],
    [{ tipo: 'beneficio', valor: 0 }, { loyalty: { member: true, holdsBenefit: true } }, 'coupon_no_effect'],
  ])('%o %o → %s, with the message of couponRefusal', (over, ctx, code) => {
    expect(couponRefusalReason(coupon(over), context(ctx))).toEqual({
      code,
      message: couponRefusal(coupon(over), context(ctx)),
    });
  });

  it('is null when the coupon applies', () => {
    expect(couponRefusalReason(coupon(), context())).toBeNull();
  });
});

describe('couponDiscount', () => {
  it.each<[Partial<CouponDefinition>, { valor: number; texto: string }]>([
    [
      { tipo: 'fixo', valor: 1500 },
      { valor: 1500, texto: 'R$\u00a015,00' },
    ],
    [
      { tipo: 'porcentagem', valor: 15 },
      { valor: 15, texto: '15%' },
    ],
    [
      { tipo: 'produto', valor: 990, codProduto: 7 },
      { valor: 990, texto: 'R$\u00a09,90' },
    ],
    [
      { tipo: 'beneficio', valor: 10 },
      { valor: 10, texto: '10%' },
    ],
  ])('%j → desconto %j', (over, desconto) => {
    const discount = couponDiscount(coupon({ ...over, frete: 50, categoriaId: 3 }));
    expect(discount).toMatchObject({ desconto, frete: 50, cupom: 'TESTE', cupomId: 1, categoriaId: 3 });
  });
});
