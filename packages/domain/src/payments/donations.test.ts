import { describe, expect, it } from 'vitest';
import {
  DONATION_AMOUNT_MESSAGE,
  DONATION_AMOUNTS,
  DONATION_MAX,
  DONATION_MIN,
  validateDonationAmount,
} from './donations.ts';

describe('donation amounts', () => {
  it('accepts every offered amount and the bounds', () => {
    for (const amount of [...DONATION_AMOUNTS, DONATION_MIN, DONATION_MAX])
      expect(validateDonationAmount(amount)).toBeNull();
  });

  it.each([0, -100, DONATION_MIN - 1, DONATION_MAX + 1, 150.5, Number.NaN, Number.MAX_SAFE_INTEGER + 2])(
    'refuses %s centavos',
    (amount) => {
      expect(validateDonationAmount(amount)).toBe(DONATION_AMOUNT_MESSAGE);
    },
  );
});
