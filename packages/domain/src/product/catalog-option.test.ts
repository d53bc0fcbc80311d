import { describe, expect, it } from 'vitest';
import { isNoChoiceExtra, isPromotionalPrice } from './catalog-option.ts';

describe('catalogue option flags', () => {
  it.each([
    ['Sem molho', true],
    [' sem gelo', true],
    ['Semente de gergelim', false],
    ['Cream cheese extra', false],
  ])('isNoChoiceExtra(%j) = %s', (name, expected) => {
    expect(isNoChoiceExtra(name)).toBe(expected);
  });

  it.each([
    [1000, 1200, true],
    [1000, 1000, false],
    [1000, null, false],
    [1000, undefined, false],
  ])('isPromotionalPrice(%i, %s) = %s', (price, original, expected) => {
    expect(isPromotionalPrice(price, original)).toBe(expected);
  });
});
