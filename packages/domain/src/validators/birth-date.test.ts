import { describe, expect, it } from 'vitest';
import { isValidBirthDate, validateBirthDate } from './birth-date.ts';
import { ageInYears, daysInMonth, parseBrazilianDate } from './calendar-date.ts';

// 15/06/2025 10:00 in São Paulo.
const NOW = new Date('2025-06-15T13:00:00Z');

describe('birth date (dd/mm/yyyy, age 16–100)', () => {
  it.each([
    ['15/06/2009', 16, true],
    ['16/06/2009', 15, false], // turns 16 tomorrow
    ['15/06/2010', 15, false],
    ['15/06/1925', 100, true],
    ['16/06/1924', 100, true], // 101st birthday tomorrow
    ['15/06/1924', 101, false],
    ['29/02/2008', 17, true],
  ])('%s → age %i → valid %s', (text, age, valid) => {
    const birth = parseBrazilianDate(text);
    expect(birth && ageInYears(birth, { year: 2025, month: 6, day: 15 })).toBe(age);
    expect(isValidBirthDate(text, NOW)).toBe(valid);
    expect(validateBirthDate(text, NOW)).toBe(valid ? null : 'Data de nascimento inválida!');
  });

  it('uses the calendar day in São Paulo, not UTC', () => {
    // 16/06/2025 01:00 UTC is still 15/06 22:00 in São Paulo: not yet 16.
    expect(isValidBirthDate('16/06/2009', new Date('2025-06-16T01:00:00Z'))).toBe(false);
    expect(isValidBirthDate('16/06/2009', new Date('2025-06-16T03:00:00Z'))).toBe(true);
  });

  it.each([
    '31/02/2000',
    '29/02/2001',
    '00/01/2000',
    '01/13/2000',
    '1/1/2000',
    '2000-01-01',
    '01/01/00000',
    '',
    '01/01/0000',
  ])('rejects %j as not a real dd/mm/yyyy date', (text) => {
    expect(parseBrazilianDate(text)).toBeNull();
    expect(validateBirthDate(text, NOW)).toBe('Data de nascimento inválida!');
  });

  it('rejects a future date', () => {
    expect(isValidBirthDate('01/01/2030', NOW)).toBe(false);
  });

  it.each([
    [2024, 2, 29],
    [2025, 2, 28],
    [1900, 2, 28],
    [2000, 2, 29],
    [2025, 12, 31],
  ])('daysInMonth(%i, %i) = %i', (year, month, days) => {
    expect(daysInMonth(year, month)).toBe(days);
  });
});
