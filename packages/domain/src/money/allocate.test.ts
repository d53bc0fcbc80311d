import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocate } from './allocate.ts';

describe('allocate', () => {
  it.each([
    [100, [1, 1, 1], [34, 33, 33]],
    [1000, [1, 1], [500, 500]],
    [5, [70, 30], [4, 1]],
    [1, [0, 1], [0, 1]],
    [-100, [1, 1, 1], [-34, -33, -33]],
    [0, [1, 2], [0, 0]],
  ])('allocate(%i, %j) = %j', (amount, ratios, expected) => {
    expect(allocate(amount, ratios)).toEqual(expected);
  });

  it.each([[[]], [[0, 0]], [[-1, 2]], [[1.5]]])('rejects ratios %j', (ratios) => {
    expect(() => allocate(100, ratios)).toThrow(RangeError);
  });

  it('shares sum to the whole and differ from the exact split by less than one centavo (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e12, max: 1e12 }),
        fc.array(fc.integer({ min: 0, max: 1000 }), { minLength: 1, maxLength: 12 }),
        (amount, ratios) => {
          fc.pre(ratios.some((ratio) => ratio > 0));
          const shares = allocate(amount, ratios);
          const total = ratios.reduce((a, b) => a + b, 0);
          const sum = shares.reduce((a, b) => a + b, 0);
          const close = shares.every(
            (share, i) => Math.abs(share - (amount * (ratios[i] ?? 0)) / total) < 1 + 1e-6,
          );
          const zeroForZero = shares.every((share, i) => ratios[i] !== 0 || share === 0);
          return sum === amount && close && zeroForZero;
        },
      ),
    );
  });
});
