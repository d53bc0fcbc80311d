import { assertCentavos } from './arithmetic.ts';
import type { Centavos } from './money.ts';

/**
 * Splits an amount in centavos by integer ratios without losing a centavo: each share gets its floor and
 * the leftover centavos go one by one to the first shares. The shares always sum to `amount`.
 */
export function allocate(amount: Centavos, ratios: readonly number[]): Centavos[] {
  assertCentavos(amount);
  if (ratios.length === 0) throw new RangeError('allocate needs at least one ratio');
  for (const ratio of ratios) {
    if (!Number.isSafeInteger(ratio) || ratio < 0)
      throw new RangeError(`ratios must be integers >= 0, got ${ratio}`);
  }
  const total = ratios.reduce((sum, ratio) => sum + ratio, 0);
  if (total === 0) throw new RangeError('allocate needs at least one positive ratio');
  const whole = BigInt(amount);
  const sign = whole < 0n ? -1n : 1n;
  const magnitude = whole * sign;
  const shares = ratios.map((ratio) => (magnitude * BigInt(ratio)) / BigInt(total));
  let leftover = magnitude - shares.reduce((sum, share) => sum + share, 0n);
  for (let i = 0; leftover > 0n; i = (i + 1) % shares.length) {
    if (ratios[i] === 0) continue;
    shares[i] = (shares[i] ?? 0n) + 1n;
    leftover -= 1n;
  }
  return shares.map((share) => {
    const value = Number(share * sign);
    return value === 0 ? 0 : value;
  });
}
