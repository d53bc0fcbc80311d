import type { Centavos } from './money.ts';

/** Throws RangeError unless `amount` is a safe integer number of centavos. */
export function assertCentavos(amount: Centavos, name = 'amount'): void {
  if (!Number.isSafeInteger(amount)) throw new RangeError(`${name} must be integer centavos, got ${amount}`);
}

/** Sums amounts in centavos; throws RangeError on a non-integer or an unsafe result. */
export function addCentavos(...amounts: readonly Centavos[]): Centavos {
  let total = 0;
  for (const amount of amounts) {
    assertCentavos(amount);
    total += amount;
  }
  assertCentavos(total, 'total');
  return total;
}

/** Subtracts `b` from `a`, both in centavos (the result may be negative). */
export function subtractCentavos(a: Centavos, b: Centavos): Centavos {
  return addCentavos(a, -b);
}

/** Multiplies a unit amount in centavos by an integer quantity (units), giving centavos. */
export function multiplyCentavos(amount: Centavos, quantity: number): Centavos {
  assertCentavos(amount);
  if (!Number.isSafeInteger(quantity)) throw new RangeError(`quantity must be an integer, got ${quantity}`);
  const product = amount * quantity;
  assertCentavos(product, 'product');
  return product === 0 ? 0 : product;
}

/** Clamps an amount in centavos to be at least zero. */
export function nonNegative(amount: Centavos): Centavos {
  assertCentavos(amount);
  return amount > 0 ? amount : 0;
}
