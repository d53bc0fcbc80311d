import { describe, expect, it } from 'vitest';
import { brandedStoreName } from './branded-store-name.ts';

describe('brandedStoreName', () => {
  it.each([
    ['Hanami Sushi Asa Norte', 'Hanami Sushi · Asa Norte'],
    ['Hanami Sushi Águas Claras', 'Hanami Sushi · Águas Claras'],
    ['hanami sushi  Pinheiros ', 'Hanami Sushi · Pinheiros'],
    ['Hanami Sushi - Sudoeste', 'Hanami Sushi · Sudoeste'],
    ['Hanami Sushi · Asa Sul', 'Hanami Sushi · Asa Sul'],
    ['Hanami Sushi', 'Hanami Sushi'],
    ['Hanami Sushiman Lago Sul', 'Hanami Sushi · Hanami Sushiman Lago Sul'],
    ['Asa Norte', 'Hanami Sushi · Asa Norte'],
  ])('%j → %j', (store, heading) => {
    expect(brandedStoreName('Hanami Sushi', store)).toBe(heading);
  });

  it.each([undefined, null, '', '   '])('without a store (%j) it reads Delivery', (store) => {
    expect(brandedStoreName('Hanami Sushi', store)).toBe('Hanami Sushi · Delivery');
  });
});
