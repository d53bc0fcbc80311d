import type { Centavos } from '../money/money.ts';

/** Points credited per whole real (R$ 1,00 = 100 centavos) paid for products (ADR 0160, Q1). */
export const POINTS_PER_REAL = 1;

/** What an order's points are computed from, both in centavos (integers ≥ 0). */
export interface OrderPointsInput {
  /** Order total in centavos: what was paid by card/Pix/cash after coupon, benefit items and gift cards. */
  total: Centavos;
  /** Delivery fee charged in centavos (already inside `total`); it earns no points. */
  frete: Centavos;
}

/**
 * Whole points an order earns (Q1): ⌊max(0, total − frete) / 100⌋ × POINTS_PER_REAL. A fee larger than the total
 * (a gift card paid the items) earns 0. Throws RangeError on negative or fractional centavos.
 */
export function pointsForOrder({ total, frete }: OrderPointsInput): number {
  for (const [name, value] of [
    ['total', total],
    ['frete', frete],
  ] as const) {
    if (!Number.isSafeInteger(value) || value < 0)
      throw new RangeError(`${name} must be whole centavos >= 0, got ${value}`);
  }
  return Math.floor(Math.max(0, total - frete) / 100) * POINTS_PER_REAL;
}
