import { describe, expect, it } from 'vitest';
import { normalizeCouponCode, validateCouponCode } from './coupon.ts';

describe('coupon code', () => {
  it.each([
    ['', 'O cupom é obrigatório!'],
    ['   ', 'O cupom é obrigatório!'],
    ['bemvindo', null],
  ])('validateCouponCode(%j) = %j', (code, message) => {
    expect(validateCouponCode(code)).toBe(message);
  });

  it.each([
    [' bemvindo ', 'BEMVINDO'],
    ['Frete10', 'FRETE10'],
  ])('normalizeCouponCode(%j) = %j', (code, normalized) => {
    expect(normalizeCouponCode(code)).toBe(normalized);
  });
});
