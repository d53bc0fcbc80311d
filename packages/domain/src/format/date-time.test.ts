import { describe, expect, it } from 'vitest';
import { formatDate, formatTime } from './date-time.ts';
import { toStoreTime } from './zoned-time.ts';

describe('dates and times in America/Sao_Paulo', () => {
  it.each([
    ['2025-03-05T15:07:00Z', '05/03/2025', '12:07'],
    ['2025-01-01T02:59:00Z', '31/12/2024', '23:59'], // still New Year's Eve in São Paulo (UTC-3)
    ['2025-01-01T03:00:00Z', '01/01/2025', '00:00'],
    ['2018-12-01T12:00:00Z', '01/12/2018', '10:00'], // daylight saving time back then (UTC-2)
  ])('%s → %s %s', (iso, date, time) => {
    expect(formatDate(new Date(iso))).toBe(date);
    expect(formatTime(Date.parse(iso))).toBe(time);
  });

  it('reads weekday and ISO date', () => {
    const time = toStoreTime(new Date('2025-06-01T12:00:00Z'));
    expect(time).toMatchObject({ weekday: 0, isoDate: '2025-06-01', minutesOfDay: 9 * 60 });
  });

  it('rejects an invalid instant', () => {
    expect(() => formatDate(new Date('nope'))).toThrow(RangeError);
  });
});
