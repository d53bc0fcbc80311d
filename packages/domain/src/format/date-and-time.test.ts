import { describe, expect, it } from 'vitest';
import { formatDateTime } from './date-and-time.ts';

describe('formatDateTime (dd/MM/y HH:mm in America/Sao_Paulo)', () => {
  it.each([
    ['2025-03-05T15:07:00Z', '05/03/2025 12:07'],
    ['2025-01-01T02:59:00.000Z', '31/12/2024 23:59'],
    ['2025-01-01T03:00:00-00:00', '01/01/2025 00:00'],
    ['2018-12-01T12:00:00Z', '01/12/2018 10:00'],
  ])('%s → %s', (iso, expected) => {
    expect(formatDateTime(iso)).toBe(expected);
    expect(formatDateTime(new Date(iso))).toBe(expected);
    expect(formatDateTime(Date.parse(iso))).toBe(expected);
  });

  it('rejects an invalid instant', () => {
    expect(() => formatDateTime('ontem')).toThrow(RangeError);
  });
});
