import { assertCentavos } from './arithmetic.ts';
import type { Centavos } from './money.ts';

/** Largest number of decimal places accepted in a percentage (12.34 % is fine, 12.345 % is not). */
export const PERCENT_MAX_DECIMALS = 2;

/** Converts a percentage (e.g. 12.5 for 12.5 %) to integer basis points (1250); throws on more than 2 decimals. */
export function percentToBasisPoints(percent: number): number {
  if (!Number.isFinite(percent)) throw new RangeError(`percent must be finite, got ${percent}`);
  const basisPoints = Math.round(percent * 100);
  if (Math.abs(basisPoints - percent * 100) > 1e-6) {
    throw new RangeError(`percent accepts at most ${PERCENT_MAX_DECIMALS} decimals, got ${percent}`);
  }
  return basisPoints;
}

/**
 * Percentage of an amount in centavos, rounded half-up to the centavo (half away from zero for negatives).
 * `percent` is in percent units (10 = 10 %, up to 2 decimals). Exact: computed in integers, no float error.
 */
export function percentOf(amount: Centavos, percent: number): Centavos {
  assertCentavos(amount);
  const basisPoints = BigInt(percentToBasisPoints(percent));
  const numerator = BigInt(amount) * basisPoints;
  const negative = numerator < 0n;
  const magnitude = negative ? -numerator : numerator;
  const rounded = (magnitude + 5000n) / 10000n;
  const result = Number(negative ? -rounded : rounded);
  assertCentavos(result, 'result');
  return result === 0 ? 0 : result;
}
