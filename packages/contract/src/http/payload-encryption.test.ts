import { describe, expect, it } from 'vitest';
import { PAYLOAD_KEY_DAY, payloadKeyDay, payloadKeyPath } from './payload-encryption.ts';

describe('the day key path', () => {
  it.each([
    ['2026-11-28T15:00:00Z', 'sab28nov'],
    ['2026-01-04T12:00:00Z', 'dom04jan'],
    ['2026-03-09T12:00:00Z', 'seg09mar'],
    ['2026-12-31T23:00:00Z', 'qui31dez'],
    // 01:30 UTC on 1 January is still 31 December, 22:30, in Brasília
    ['2027-01-01T01:30:00Z', 'qui31dez'],
    ['2027-01-01T03:00:00Z', 'sex01jan'],
  ])('%s in America/Sao_Paulo is %s', (instant, day) => {
    expect(payloadKeyDay(new Date(instant))).toBe(day);
    expect(day).toMatch(PAYLOAD_KEY_DAY);
  });

  it('names a path under the API', () => {
    expect(payloadKeyPath('sab28nov')).toBe('chave/sab28nov');
  });

  it('every day of a year has a code of the shape, and no two days of a year share one', () => {
    const codes = new Set<string>();
    for (let day = 0; day < 365; day++) {
      const code = payloadKeyDay(Date.UTC(2026, 0, 1, 15) + day * 86_400_000);
      expect(code).toMatch(PAYLOAD_KEY_DAY);
      codes.add(code);
    }
    expect(codes.size).toBe(365);
  });
});
