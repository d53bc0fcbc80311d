import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { percentOf, percentToBasisPoints } from './percentage.ts';

describe('percentOf (half-up on centavos)', () => {
  it.each([
    [1000, 10, 100],
    [999, 10, 100], // 99.9 → 100
    [994, 10, 99], // 99.4 → 99
    [995, 10, 100], // 99.5 → 100 (half-up)
    [5, 10, 1], // 0.5 → 1 (half-up)
    [4, 10, 0], // 0.4 → 0
    [2990, 12.5, 374], // 373.75 → 374
    [-995, 10, -100], // half away from zero for negatives
    [1234, 0, 0],
    [1234, 100, 1234],
    [333, 33.33, 111], // 110.9889 → 111
  ])('%i × %s %% = %i', (amount, percent, expected) => {
    expect(percentOf(amount, percent)).toBe(expected);
  });

  it.each([0.1, 1.01, 33.33])('accepts %s %% with up to two decimals', (percent) => {
    expect(Number.isInteger(percentToBasisPoints(percent))).toBe(true);
  });

  it.each([12.345, Number.NaN, Number.POSITIVE_INFINITY])('rejects %s %%', (percent) => {
    expect(() => percentOf(100, percent)).toThrow(RangeError);
  });

  it('never exceeds the base for 0–100 % (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e11 }), fc.integer({ min: 0, max: 10000 }), (amount, bp) => {
        const value = percentOf(amount, bp / 100);
        return value >= 0 && value <= amount;
      }),
    );
  });

  it('is within half a centavo of the exact value (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }), fc.integer({ min: 0, max: 10000 }), (amount, bp) => {
        const exactTimes10000 = amount * bp;
        const diff = percentOf(amount, bp / 100) * 10000 - exactTimes10000;
        return diff <= 5000 && diff > -5000;
      }),
    );
  });
});
