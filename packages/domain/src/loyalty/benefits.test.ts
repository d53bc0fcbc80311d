import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type BenefitUseContext,
  benefitRefusal,
  benefitsUnlockedAt,
  type LoyaltyBenefit,
} from './benefits.ts';
import { DEMO_BENEFITS } from './demo-benefits.fixture.ts';
import type { LoyaltyLevelNumber } from './levels.ts';

const byId = (id: number) => DEMO_BENEFITS.find((benefit) => benefit.id === id) as LoyaltyBenefit;

describe('benefitsUnlockedAt (cumulative)', () => {
  it.each([
    [0, []],
    [1, [1, 2]],
    [2, [1, 2, 3, 4]],
    [3, [1, 2, 3, 4, 5, 6, 7]],
    [4, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]],
  ] as [LoyaltyLevelNumber, number[]][])('level %i → benefits %j', (nivel, ids) => {
    expect(benefitsUnlockedAt(nivel, DEMO_BENEFITS).map((benefit) => benefit.id)).toEqual(ids);
  });

  it('leaves inactive benefits out', () => {
    const catalogue = DEMO_BENEFITS.map((benefit) =>
      benefit.id === 1 ? { ...benefit, ativo: false } : benefit,
    );
    expect(benefitsUnlockedAt(1, catalogue).map((benefit) => benefit.id)).toEqual([2]);
  });

  it('a higher level holds every benefit of a lower one (property)', () => {
    const level = fc.constantFrom<LoyaltyLevelNumber>(0, 1, 2, 3, 4);
    fc.assert(
      fc.property(level, level, (a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        const highIds = new Set(benefitsUnlockedAt(high, DEMO_BENEFITS).map((benefit) => benefit.id));
        return benefitsUnlockedAt(low, DEMO_BENEFITS).every((benefit) => highIds.has(benefit.id));
      }),
    );
  });
});

describe('benefitRefusal', () => {
  const now = new Date('2026-11-15T15:00:00Z');
  const base: BenefitUseContext = {
    member: true,
    nivel: 2,
    store: { habilitadoShinguru: true },
    benefit: byId(1),
    itemEstado: 'disponivel',
    validoAte: new Date('2026-12-01T03:00:00Z'),
    now,
  };

  it.each([
    ['usable item', {}, null],
    ['restaurant activation (no store)', { store: null }, null],
    ['no expiry', { validoAte: null }, null],
    ['not a member', { member: false }, 'loyalty_not_member'],
    ['level 0', { nivel: 0 }, 'loyalty_not_member'],
    ['store without Shinguru', { store: { habilitadoShinguru: false } }, 'loyalty_store_disabled'],
    ['reserved item', { itemEstado: 'reservado' }, 'benefit_unavailable'],
    ['used item', { itemEstado: 'utilizado' }, 'benefit_unavailable'],
    ['expired item', { itemEstado: 'expirado' }, 'benefit_unavailable'],
    ['at validoAte', { validoAte: now }, 'benefit_unavailable'],
    ['past validoAte', { validoAte: new Date('2026-11-01T03:00:00Z') }, 'benefit_unavailable'],
    ['inactive benefit', { benefit: { ...byId(1), ativo: false } }, 'benefit_unavailable'],
    ['no item for a monthly benefit', { itemEstado: null }, 'benefit_unavailable'],
    ['permanent perk of own level', { benefit: byId(4), itemEstado: null }, null],
    ['permanent perk of a higher level', { benefit: byId(11), itemEstado: null }, 'benefit_level_locked'],
    ['no item, higher level', { benefit: byId(8), itemEstado: null }, 'benefit_level_locked'],
    ['granted item kept after a level drop (Q9)', { benefit: byId(8), nivel: 1 }, null],
    [
      'not a member beats store',
      { member: false, store: { habilitadoShinguru: false } },
      'loyalty_not_member',
    ],
  ] as [string, Partial<BenefitUseContext>, string | null][])('%s → %s', (_name, change, code) => {
    expect(benefitRefusal({ ...base, ...change })).toBe(code);
  });
});
