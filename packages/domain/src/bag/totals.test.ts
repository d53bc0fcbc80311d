import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type BagItem, bagItemFromLine } from './bag-line.ts';
import { type Discount, deliveryFeeAfterDiscount, itemsDiscount, percentDiscountBase } from './discount.ts';
import { debitGiftCards, maskGiftCardNumber } from './gift-cards.ts';
import { computeBagTotals, isBagFullyCovered, validateGiftCardAddition } from './totals.ts';

const item = (cod: number, unitario: number, qtd = 1, flags: Partial<BagItem> = {}): BagItem => ({
  cod,
  categoriaId: 1,
  unitario,
  qtd,
  ...flags,
});
const coupon = (tipo: Discount['tipo'], valor: number, extra: Partial<Discount> = {}): Discount => ({
  tipo,
  desconto: { valor },
  ...extra,
});

const bag = [
  item(1, 3000, 2), // 6000
  item(2, 2500, 1, { promocional: true }), // 2500
  item(3, 4000, 1, { kit_delivery: true }), // 4000
  item(4, 1500, 1, { beneficio: true }), // 1500 (benefit)
  item(5, 1000, 1, { categoriaId: 7 }), // 1000
]; // items 15000, benefit 1500, percent base 7000

describe('discounts (§3 Discount, §9)', () => {
  it.each([
    ['no coupon', null, { coupon: 0, percent: 0, benefit: 1500 }],
    ['fixo 10,00', coupon('fixo', 1000), { coupon: 1000, percent: 0, benefit: 1500 }],
    ['fixo above the items', coupon('fixo', 99999), { coupon: 13500, percent: 0, benefit: 1500 }],
    ['porcentagem 10 %', coupon('porcentagem', 10), { coupon: 700, percent: 700, benefit: 1500 }],
    [
      'porcentagem 10 % of category 7',
      coupon('porcentagem', 10, { categoriaId: 7 }),
      { coupon: 100, percent: 100, benefit: 1500 },
    ],
    [
      'porcentagem 150 % is capped at 100 %',
      coupon('porcentagem', 150),
      { coupon: 7000, percent: 7000, benefit: 1500 },
    ],
    [
      'produto capped at the product',
      coupon('produto', 5000, { codProduto: 5 }),
      { coupon: 1000, percent: 0, benefit: 1500 },
    ],
    [
      'produto 5,00 off',
      coupon('produto', 500, { codProduto: 1 }),
      { coupon: 500, percent: 0, benefit: 1500 },
    ],
    [
      'produto not in the bag',
      coupon('produto', 500, { codProduto: 99 }),
      { coupon: 0, percent: 0, benefit: 1500 },
    ],
    [
      'produto on a benefit item',
      coupon('produto', 500, { codProduto: 4 }),
      { coupon: 0, percent: 0, benefit: 1500 },
    ],
    ['beneficio', coupon('beneficio', 0), { coupon: 0, percent: 0, benefit: 1500 }],
    ['negative value', coupon('fixo', -500), { coupon: 0, percent: 0, benefit: 1500 }],
  ])('%s', (_name, discount, expected) => {
    expect(itemsDiscount(bag, discount)).toEqual(expected);
  });

  it('percent base leaves out promotional, kit and benefit items', () => {
    expect(percentDiscountBase(bag)).toBe(7000);
    expect(percentDiscountBase(bag, 7)).toBe(1000);
  });

  it('refuses an unknown discount kind loudly', () => {
    expect(() => itemsDiscount(bag, coupon('outro' as Discount['tipo'], 1))).toThrow('unknown discount kind');
  });

  it.each([
    [990, null, 990],
    [990, coupon('fixo', 100), 990],
    [990, coupon('fixo', 100, { frete: 0 }), 990],
    [990, coupon('fixo', 0, { frete: 100 }), 0],
    [990, coupon('fixo', 0, { frete: 50 }), 495],
    [995, coupon('fixo', 0, { frete: 50 }), 497], // 497.5 off rounds half-up to 498 → 497 charged
    [990, coupon('fixo', 0, { frete: 200 }), 0],
  ])('fee %i with %j → %i', (fee, discount, charged) => {
    expect(deliveryFeeAfterDiscount(fee, discount)).toBe(charged);
  });
});

describe('computeBagTotals', () => {
  it('sums the summary of §2', () => {
    const totals = computeBagTotals({ items: bag, storeFee: 990, discount: coupon('porcentagem', 10) });
    expect(totals).toMatchObject({
      qtd: 6,
      valor_itens: { valor: 15000, texto: 'R$\u00a0150,00' },
      valor_frete: { valor: 990 },
      valor_desconto_porc: { valor: 700 },
      frete: { valor: 990 },
      desconto: { valor: 2200 },
      total: { valor: 15000 - 2200 + 990 },
      gifts_cards: [],
    });
  });

  it('debits gift cards in order while something is due', () => {
    const totals = computeBagTotals({
      items: [item(1, 5000)],
      storeFee: 500,
      giftCards: [
        { numero_cartao: '6035000011112222', valor_resgatado: 2000 },
        { numero_cartao: '6035000033334444', valor_resgatado: 10000 },
        { numero_cartao: '6035000055556666', valor_resgatado: 3000 },
      ],
    });
    expect(totals.total.valor).toBe(0);
    expect(
      totals.gifts_cards.map((card) => [
        card.numero_cartao_mascarado,
        card.valor_debitado.valor,
        card.valor_restante.valor,
      ]),
    ).toEqual([
      ['**** 2222', 2000, 0],
      ['**** 4444', 3500, 6500],
      ['**** 6666', 0, 3000],
    ]);
    expect(isBagFullyCovered(totals)).toBe(true);
    expect(validateGiftCardAddition(totals)).toBe('O valor do carrinho já foi totalmente coberto.');
  });

  it('a bag still due accepts another gift card', () => {
    const totals = computeBagTotals({
      items: [item(1, 5000)],
      storeFee: 0,
      giftCards: [{ numero_cartao: '1', valor_resgatado: 100 }],
    });
    expect(totals.total.valor).toBe(4900);
    expect(validateGiftCardAddition(totals)).toBeNull();
  });

  it('reads bag lines', () => {
    const line = { cod: 3, categoriaId: 2, qtd: 2, preco: { unitario: { valor: 1234 } }, promocional: true };
    expect(bagItemFromLine(line)).toEqual({
      cod: 3,
      categoriaId: 2,
      unitario: 1234,
      qtd: 2,
      promocional: true,
      kit_delivery: false,
      beneficio: false,
    });
  });

  it('masks a gift card number', () => {
    expect(maskGiftCardNumber('6035 0000 1111 2222')).toBe('**** 2222');
  });
});

describe('bag invariants (property)', () => {
  const arbItem = fc.record({
    cod: fc.integer({ min: 1, max: 5 }),
    categoriaId: fc.integer({ min: 1, max: 3 }),
    unitario: fc.integer({ min: 0, max: 50000 }),
    qtd: fc.integer({ min: 1, max: 10 }),
    promocional: fc.boolean(),
    kit_delivery: fc.boolean(),
    beneficio: fc.boolean(),
  });
  const arbDiscount = fc.option(
    fc.record({
      tipo: fc.constantFrom('fixo', 'porcentagem', 'produto', 'beneficio') as fc.Arbitrary<Discount['tipo']>,
      desconto: fc.record({ valor: fc.integer({ min: -100, max: 100000 }) }),
      frete: fc.option(fc.integer({ min: -10, max: 150 })),
      categoriaId: fc.option(fc.integer({ min: 1, max: 3 })),
      codProduto: fc.option(fc.integer({ min: 1, max: 5 })),
    }),
  );
  const arbCards = fc.array(
    fc.record({
      numero_cartao: fc.string({ minLength: 4, maxLength: 8 }),
      valor_resgatado: fc.integer({ min: -100, max: 50000 }),
    }),
    { maxLength: 5 },
  );
  const arbInput = fc.record({
    items: fc.array(arbItem, { maxLength: 8 }),
    storeFee: fc.integer({ min: -100, max: 3000 }),
    discount: arbDiscount,
    giftCards: arbCards,
  });

  it('totals are never negative and the discount never exceeds the items', () => {
    fc.assert(
      fc.property(arbInput, (input) => {
        const totals = computeBagTotals(input);
        return (
          totals.total.valor >= 0 &&
          totals.frete.valor >= 0 &&
          totals.desconto.valor >= 0 &&
          totals.desconto.valor <= totals.valor_itens.valor &&
          totals.frete.valor <= totals.valor_frete.valor
        );
      }),
    );
  });

  it('percentage discounts never exceed their base', () => {
    fc.assert(
      fc.property(fc.array(arbItem, { maxLength: 8 }), fc.integer({ min: 0, max: 300 }), (items, percent) => {
        const { percent: off } = itemsDiscount(items, coupon('porcentagem', percent));
        return off >= 0 && off <= percentDiscountBase(items);
      }),
    );
  });

  it('gift-card debits never exceed balances, stop at zero and cover exactly what they can', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1000, max: 200000 }), arbCards, (due, cards) => {
        const { debits, remaining } = debitGiftCards(due, cards);
        const debited = debits.reduce((sum, debit) => sum + debit.valor_debitado.valor, 0);
        const balances = cards.reduce((sum, card) => sum + Math.max(0, card.valor_resgatado), 0);
        const withinBalances = debits.every(
          (debit, i) =>
            debit.valor_debitado.valor >= 0 &&
            debit.valor_debitado.valor + debit.valor_restante.valor ===
              Math.max(0, cards[i]?.valor_resgatado ?? 0),
        );
        const firstZeroAt = debits.findIndex(
          (_, i) => debits.slice(0, i + 1).reduce((s, d) => s + d.valor_debitado.valor, 0) >= due,
        );
        const stopsAtZero =
          firstZeroAt < 0 || debits.slice(firstZeroAt + 1).every((d) => d.valor_debitado.valor === 0);
        return (
          withinBalances &&
          stopsAtZero &&
          remaining >= 0 &&
          debited === Math.min(Math.max(0, due), balances) &&
          remaining === Math.max(0, due) - debited
        );
      }),
    );
  });
});
