import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { POINTS_PER_REAL, pointsForOrder } from './points.ts';

describe('pointsForOrder (Q1: 1 point per whole real of products)', () => {
  it('rate is one point per real', () => {
    expect(POINTS_PER_REAL).toBe(1);
  });

  it.each([
    [0, 0, 0],
    [99, 0, 0],
    [100, 0, 1],
    [199, 0, 1],
    [5990, 0, 59],
    [5990, 990, 50],
    [6089, 990, 50],
    [6090, 990, 51],
    [990, 990, 0],
    [500, 990, 0], // gift card paid the items: the fee alone earns nothing
    [1_000_000_00, 0, 1_000_000],
  ])('total %i, frete %i → %i points', (total, frete, points) => {
    expect(pointsForOrder({ total, frete })).toBe(points);
  });

  it.each([
    [-1, 0],
    [0, -1],
    [10.5, 0],
    [0, 0.1],
    [Number.NaN, 0],
    [Number.POSITIVE_INFINITY, 0],
  ])('rejects total %s, frete %s', (total, frete) => {
    expect(() => pointsForOrder({ total, frete })).toThrow(RangeError);
  });

  it('is a whole number ≥ 0, never more than the products in reais, monotone in total (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e10 }),
        fc.integer({ min: 0, max: 1e6 }),
        fc.integer({ min: 0, max: 1e6 }),
        (total, frete, extra) => {
          const points = pointsForOrder({ total, frete });
          return (
            Number.isSafeInteger(points) &&
            points >= 0 &&
            points * 100 <= Math.max(0, total - frete) &&
            (points + 1) * 100 > Math.max(0, total - frete) &&
            pointsForOrder({ total: total + extra, frete }) >= points
          );
        },
      ),
    );
  });
});
