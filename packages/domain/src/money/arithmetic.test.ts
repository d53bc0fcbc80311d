import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addCentavos,
  assertCentavos,
  multiplyCentavos,
  nonNegative,
  subtractCentavos,
} from './arithmetic.ts';

describe('money arithmetic', () => {
  it.each([
    [[], 0],
    [[100], 100],
    [[100, 250, -50], 300],
  ])('addCentavos(%j) = %i', (amounts, expected) => {
    expect(addCentavos(...amounts)).toBe(expected);
  });

  it('subtracts and may go negative', () => {
    expect(subtractCentavos(100, 250)).toBe(-150);
  });

  it.each([
    [2990, 3, 8970],
    [2990, 0, 0],
    [-10, 0, 0],
  ])('multiplyCentavos(%i, %i) = %i', (amount, quantity, expected) => {
    expect(Object.is(multiplyCentavos(amount, quantity), expected)).toBe(true);
  });

  it('clamps negatives to zero', () => {
    expect(nonNegative(-1)).toBe(0);
    expect(nonNegative(5)).toBe(5);
  });

  it.each([0.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53])('rejects %s as centavos', (value) => {
    expect(() => assertCentavos(value)).toThrow(RangeError);
    expect(() => addCentavos(value)).toThrow(RangeError);
  });

  it('rejects a fractional quantity and an unsafe product', () => {
    expect(() => multiplyCentavos(100, 1.5)).toThrow(RangeError);
    expect(() => multiplyCentavos(2 ** 52, 4)).toThrow(RangeError);
    expect(() => addCentavos(Number.MAX_SAFE_INTEGER, 1)).toThrow(RangeError);
  });

  it('addition is commutative (property)', () => {
    const amount = fc.integer({ min: -1e12, max: 1e12 });
    fc.assert(fc.property(amount, amount, (a, b) => addCentavos(a, b) === addCentavos(b, a)));
  });
});
