import { describe, expect, it } from 'vitest';
import { brDay, shiftDay, shortDay, todayInBrasilia } from './dates.ts';

describe('back office days', () => {
  it('reads today in Brasília, not in UTC', () => {
    // 02:30 UTC on 1 March is still 29 February in Brasília (UTC−3)
    expect(todayInBrasilia(Date.parse('2028-03-01T02:30:00Z'))).toBe('2028-02-29');
    expect(todayInBrasilia(Date.parse('2028-03-01T03:00:00Z'))).toBe('2028-03-01');
  });

  it('moves days across months and years and writes them the Brazilian way', () => {
    expect(shiftDay('2026-12-31', 1)).toBe('2027-01-01');
    expect(shiftDay('2026-03-01', -6)).toBe('2026-02-23');
    expect(shortDay('2026-11-05')).toBe('05/11');
    expect(brDay('2026-11-05')).toBe('05/11/2026');
  });
});
