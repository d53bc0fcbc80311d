import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toStoreTime } from '../format/zoned-time.ts';
import type { LoyaltyBenefit } from './benefits.ts';
import { DEMO_BENEFITS } from './demo-benefits.fixture.ts';
import { grantKeysDue, saoPauloMonthStart } from './grants.ts';
import type { LoyaltyLevelNumber } from './levels.ts';

const due = (
  nivel: LoyaltyLevelNumber,
  dataNascimento: string | null,
  now: string,
  catalogue = DEMO_BENEFITS,
) =>
  grantKeysDue({ nivel, dataNascimento, now: new Date(now), catalogue }).map((grant) => ({
    ...grant,
    validoAte: grant.validoAte?.toISOString() ?? null,
  }));

describe('saoPauloMonthStart', () => {
  it.each([
    [2026, 11, '2026-11-01T03:00:00.000Z'],
    [2026, 12, '2026-12-01T03:00:00.000Z'],
    [2026, 13, '2027-01-01T03:00:00.000Z'],
    [2028, 3, '2028-03-01T03:00:00.000Z'],
    [2026, 0, '2025-12-01T03:00:00.000Z'],
    // historical daylight saving (UTC−2 from October to February until 2019): the zone data is followed
    [2018, 12, '2018-12-01T02:00:00.000Z'],
  ])('%i-%i starts at %s', (year, month, iso) => {
    expect(saoPauloMonthStart(year, month).toISOString()).toBe(iso);
  });

  it('is midnight on day 1 in São Paulo, and the instant before is still the previous month (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2020, max: 2100 }), fc.integer({ min: 1, max: 12 }), (year, month) => {
        const start = saoPauloMonthStart(year, month);
        const at = toStoreTime(start);
        const before = toStoreTime(start.getTime() - 1);
        return (
          at.year === year &&
          at.month === month &&
          at.day === 1 &&
          at.minutesOfDay === 0 &&
          before.month === (month === 1 ? 12 : month - 1)
        );
      }),
    );
  });
});

describe('grantKeysDue', () => {
  it('level 0 is due nothing', () => {
    expect(due(0, '1990-11-10', '2026-11-15T12:00:00Z')).toEqual([]);
  });

  it('Areia in November, born in March: the monthly coffee only', () => {
    expect(due(1, '1990-03-10', '2026-11-15T12:00:00Z')).toEqual([
      { benefitId: 1, chave: 'mensal:2026-11', validoAte: '2026-12-01T03:00:00.000Z' },
    ]);
  });

  it('Areia in the birth month: coffee and birthday dessert, both to the month end', () => {
    expect(due(1, '1990-11-30', '2026-11-01T03:00:00Z')).toEqual([
      { benefitId: 1, chave: 'mensal:2026-11', validoAte: '2026-12-01T03:00:00.000Z' },
      { benefitId: 2, chave: 'aniversario:2026', validoAte: '2026-12-01T03:00:00.000Z' },
    ]);
  });

  it('2026-12-01T02:59:59Z is still November in São Paulo', () => {
    expect(due(1, '1990-11-05', '2026-12-01T02:59:59Z').map((grant) => grant.chave)).toEqual([
      'mensal:2026-11',
      'aniversario:2026',
    ]);
  });

  it('2026-12-01T03:00:00Z is December in São Paulo: a new month, the birthday gone', () => {
    expect(due(1, '1990-11-05', '2026-12-01T03:00:00Z')).toEqual([
      { benefitId: 1, chave: 'mensal:2026-12', validoAte: '2027-01-01T03:00:00.000Z' },
    ]);
  });

  it('New Year in São Paulo comes three hours after UTC', () => {
    expect(due(1, null, '2027-01-01T02:59:59Z')[0]?.chave).toBe('mensal:2026-12');
    expect(due(1, null, '2027-01-01T03:00:00Z')[0]?.chave).toBe('mensal:2027-01');
  });

  it.each([
    ['2027-02-10T12:00:00Z', 'aniversario:2027', '2027-03-01T03:00:00.000Z'],
    ['2028-02-29T12:00:00Z', 'aniversario:2028', '2028-03-01T03:00:00.000Z'],
  ])('29/02 birthday → February, %s', (now, chave, validoAte) => {
    expect(due(1, '2000-02-29', now)[1]).toEqual({ benefitId: 2, chave, validoAte });
  });

  it('29/02 birthday: nothing in March', () => {
    expect(due(1, '2000-02-29', '2027-03-01T03:00:00Z').map((grant) => grant.chave)).toEqual([
      'mensal:2027-03',
    ]);
  });

  it('no birth date: no birthday grant', () => {
    expect(due(1, null, '2026-11-15T12:00:00Z').map((grant) => grant.benefitId)).toEqual([1]);
  });

  it.each(['1990-02-30', '1990-13-01', '10/11/1990', '', '2001-02-29'])('rejects birth date %j', (date) => {
    expect(() => due(1, date, '2026-11-15T12:00:00Z')).toThrow(RangeError);
  });

  it('Pérola: monthly ones, level grants per level, no permanent perks', () => {
    expect(due(4, null, '2026-11-15T12:00:00Z')).toEqual([
      { benefitId: 1, chave: 'mensal:2026-11', validoAte: '2026-12-01T03:00:00.000Z' },
      { benefitId: 3, chave: 'mensal:2026-11', validoAte: '2026-12-01T03:00:00.000Z' },
      { benefitId: 5, chave: 'nivel:3', validoAte: null },
      { benefitId: 8, chave: 'nivel:4', validoAte: null },
      { benefitId: 9, chave: 'nivel:4', validoAte: null },
      { benefitId: 10, chave: 'nivel:4', validoAte: null },
    ]);
  });

  it('a level grant with validadeDias expires that many days after now', () => {
    const catalogue = DEMO_BENEFITS.map((benefit) =>
      benefit.id === 5 ? { ...benefit, validadeDias: 30 } : benefit,
    );
    expect(due(3, null, '2026-11-15T12:00:00Z', catalogue).find((grant) => grant.benefitId === 5)).toEqual({
      benefitId: 5,
      chave: 'nivel:3',
      validoAte: '2026-12-15T12:00:00.000Z',
    });
  });

  it('refuses an unknown recurrence', () => {
    const odd = { ...DEMO_BENEFITS[0], recorrencia: 'semanal' } as unknown as LoyaltyBenefit;
    expect(() => due(1, null, '2026-11-15T12:00:00Z', [odd])).toThrow(RangeError);
  });

  it('monthly keys name the São Paulo month of now, valid past now (property)', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2020-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }),
        (now) => {
          const [coffee] = grantKeysDue({ nivel: 1, dataNascimento: null, now, catalogue: DEMO_BENEFITS });
          const local = toStoreTime(now);
          return (
            coffee?.chave === `mensal:${local.year}-${String(local.month).padStart(2, '0')}` &&
            coffee.validoAte !== null &&
            coffee.validoAte.getTime() > now.getTime() &&
            toStoreTime(coffee.validoAte.getTime() - 1).month === local.month
          );
        },
      ),
    );
  });
});
