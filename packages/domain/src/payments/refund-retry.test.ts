import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isRefundDue, REFUND_RETRY_MAX_MS, refundRetryDelayMs } from './refund-retry.ts';

describe('refund retries', () => {
  it.each([
    [1, 30_000],
    [2, 60_000],
    [3, 120_000],
    [8, 3_600_000],
    [1_000, 3_600_000],
  ])('after %i refused attempts the next waits %i ms', (attempts, delay) => {
    expect(refundRetryDelayMs(attempts)).toBe(delay);
  });

  it('never shortens as attempts grow, and never exceeds an hour', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), (attempts) => {
        expect(refundRetryDelayMs(attempts + 1)).toBeGreaterThanOrEqual(refundRetryDelayMs(attempts));
        expect(refundRetryDelayMs(attempts)).toBeLessThanOrEqual(REFUND_RETRY_MAX_MS);
      }),
    );
  });

  it('is due once its delay has passed since the last attempt', () => {
    const last = new Date('2026-01-01T12:00:00Z');
    expect(isRefundDue(last, 2, new Date(last.getTime() + 59_999))).toBe(false);
    expect(isRefundDue(last, 2, new Date(last.getTime() + 60_000))).toBe(true);
  });
});
