import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatBRL, toMoney } from './format-brl.ts';
import { parseBRL } from './parse-brl.ts';

const NBSP = '\u00a0';

describe('formatBRL', () => {
  it.each([
    [2990, `R$${NBSP}29,90`],
    [0, `R$${NBSP}0,00`],
    [-0, `R$${NBSP}0,00`],
    [5, `R$${NBSP}0,05`],
    [123456, `R$${NBSP}1.234,56`],
    [123456789, `R$${NBSP}1.234.567,89`],
    [-150, `-R$${NBSP}1,50`],
  ])('formats %i centavos as %s', (amount, text) => {
    expect(formatBRL(amount)).toBe(text);
  });

  it('matches Intl pt-BR exactly', () => {
    const intl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
    expect(formatBRL(-123456)).toBe(intl.format(-1234.56));
  });

  it('rejects a float', () => {
    expect(() => formatBRL(10.5)).toThrow(RangeError);
  });

  it('builds Money', () => {
    expect(toMoney(2990)).toEqual({ valor: 2990, texto: `R$${NBSP}29,90` });
    expect(Object.is(toMoney(-0).valor, 0)).toBe(true);
  });
});

describe('parseBRL', () => {
  it.each([
    ['1.234,56', 123456],
    ['1234,5', 123450],
    ['1234,56', 123456],
    ['R$ 10', 1000],
    [`R$${NBSP}10,00`, 1000],
    ['R$10,9', 1090],
    ['  7 ', 700],
    ['0,01', 1],
    ['0', 0],
    ['-0,00', 0],
    ['-R$ 1,50', -150],
    ['R$ -1,50', -150],
    ['1.000.000', 100000000],
  ])('parses %j to %i', (text, expected) => {
    expect(parseBRL(text)).toBe(expected);
  });

  it.each([
    '',
    'abc',
    '10,',
    ',50',
    '1,234',
    '1.23',
    '12.34,5',
    '1.2345,00',
    '1,2,3',
    '10 reais',
    'R$',
    '- -1',
    '--1',
    '-R$ -1',
    '1e3',
    '99999999999999999999',
  ])('rejects %j', (text) => {
    expect(parseBRL(text)).toBeNull();
  });

  it('round-trips format → parse for any amount (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e13, max: 1e13 }), (amount) => parseBRL(formatBRL(amount)) === amount),
    );
  });
});
