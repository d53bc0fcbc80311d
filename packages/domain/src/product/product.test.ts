import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { choice, extra, group } from '../testing/option-groups.ts';
import { buildBagLine } from './build-bag-line.ts';
import { lineTotalPrice, lineUnitPrice } from './line-price.ts';
import {
  decrementQuantity,
  isValidQuantity,
  limitObservation,
  observationCounter,
} from './quantity-observation.ts';
import { validateProductSelection } from './validate-product.ts';

const hundred = 'a'.repeat(100);

describe('quantity and observation', () => {
  it.each([
    [3, 2],
    [2, 1],
    [1, 1],
  ])('minus on %i → %i', (quantity, next) => {
    expect(decrementQuantity(quantity)).toBe(next);
  });

  it.each([
    [1, true],
    [0, false],
    [-1, false],
    [1.5, false],
  ])('isValidQuantity(%s) = %s', (quantity, ok) => {
    expect(isValidQuantity(quantity)).toBe(ok);
  });

  it.each([
    ['', '0/100'],
    [hundred, '100/100'],
    ['🍣🍣', '2/100'],
  ])('counter of %j is %s', (text, counter) => {
    expect(observationCounter(text)).toBe(counter);
  });

  it('cuts at 100 characters', () => {
    expect(limitObservation(`${hundred}b`)).toBe(hundred);
    expect(limitObservation(`${'🍣'.repeat(101)}`)).toBe('🍣'.repeat(100));
  });
});

describe('validateProductSelection', () => {
  const required = { ...group('Obrigatório', { max: 1 }, { choices: [choice(1), choice(2)] }), id: 10 };
  const extras = { ...group('Adicional', { min: 2, max: 4 }, { adicionais: [extra(5, 100, 1)] }), id: 20 };

  it('lists incomplete groups with the spec message', () => {
    expect(validateProductSelection({ groups: [required, extras], qtd: 1, observacao: '' })).toEqual({
      ok: false,
      message: 'Por favor preencha todos os campos.',
      groups: { 10: 'Você deve selecionar 1 item', 20: 'Você deve selecionar 2 itens' },
    });
  });

  const complete = [
    { ...required, obrigatorios: [choice(1, 0, true), choice(2)] },
    { ...extras, adicionais: [extra(5, 100, 2)] },
  ];

  it.each([
    [1, hundred, null],
    [1, `${hundred}x`, 'A observação deve ter no máximo 100 caracteres.'],
    [0, '', 'A quantidade deve ser de pelo menos 1 unidade.'],
  ])('qtd %i and a %#-th observation → %j', (qtd, observacao, message) => {
    const result = validateProductSelection({ groups: complete, qtd, observacao });
    expect(result).toEqual(message ? { ok: false, message, groups: {} } : { ok: true });
  });

  it.each([
    [
      group('Adicional', { max: 1 }, { adicionais: [extra(1, 0, 2)] }),
      'A quantidade máxima para essa opção já foi atingida.',
    ],
    [
      group('Opcional', { max: 1 }, { choices: [choice(1, 0, true), choice(2, 0, true)] }),
      'A quantidade máxima para essa opção já foi atingida',
    ],
  ])('refuses a group over its limit (server side)', (g, message) => {
    expect(validateProductSelection({ groups: [g], qtd: 1, observacao: '' })).toMatchObject({
      ok: false,
      message,
    });
  });
});

describe('line price', () => {
  const groups = [
    group('Adicional', { max: 5 }, { adicionais: [extra(1, 300, 2), extra(2, 450, 1)] }), // 1050
    group('Obrigatório', { max: 1 }, { choices: [choice(3, 200, true), choice(4, 900)] }), // 200
    group('Opcional', { max: 2, priced: false }, { choices: [choice(5, 700, true)] }), // sem_preco: 0
  ];

  it('adds priced extras × qty and priced choices to the unit, then × quantity', () => {
    expect(lineUnitPrice(2990, groups)).toBe(2990 + 1050 + 200);
    expect(lineTotalPrice(2990, groups, 3)).toBe((2990 + 1050 + 200) * 3);
  });

  it('builds the bag line shape', () => {
    const product = {
      cod: 7,
      categoriaId: 2,
      nome: 'Temaki',
      preco: { valor: 2990, texto: '', unitario: 2990 },
      observacoes: groups,
    };
    const line = buildBagLine(product, { groups, qtd: 2, observacao: ' sem cebola ' });
    expect(line).toMatchObject({
      cod: 7,
      nome: 'Temaki',
      tipo: 'Individual',
      preco: { unitario: { valor: 4240 }, total: { valor: 8480, texto: 'R$\u00a084,80' } },
      desconto: { unitario: { valor: 0 }, total: { valor: 0 } },
      qtd: 2,
      observacao: 'sem cebola',
      beneficio: false,
    });
    expect(line.adicionais.map((e) => e.cod)).toEqual([1, 2]);
    expect(line.obrigatorios.map((c) => c.cod)).toEqual([3]);
    expect(line.opcionais.map((c) => c.cod)).toEqual([5]);
    expect('observacoes' in line).toBe(false);
  });

  it('a benefit item carries its price as discount', () => {
    const line = buildBagLine(
      { cod: 8, categoriaId: 9, preco: { unitario: 1500 }, beneficio: true },
      { groups: [], qtd: 1, observacao: '' },
    );
    expect(line.desconto.total.valor).toBe(1500);
    expect(line.beneficio).toBe(true);
  });

  it('total is linear in the quantity (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e6 }), fc.integer({ min: 1, max: 99 }), (base, qtd) => {
        return lineTotalPrice(base, groups, qtd) === lineUnitPrice(base, groups) * qtd;
      }),
    );
  });
});
