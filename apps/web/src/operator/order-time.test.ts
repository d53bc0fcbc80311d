import { formatTime } from '@comanda/domain';
import { describe, expect, it } from 'vitest';
import { placedAt, waitingFor } from './order-time.ts';

describe('placedAt', () => {
  it.each(['2025-06-03T15:07:00.000Z', '2025-01-01T02:59:00.000Z', '2025-12-31T23:30:00.000Z'])(
    'reads %s as the domain does (HH:mm in São Paulo)',
    (iso) => {
      expect(placedAt(iso)).toBe(formatTime(Date.parse(iso)));
    },
  );

  it('gives midnight as 00', () => {
    expect(placedAt('2025-06-04T03:05:00.000Z')).toBe('00:05');
  });
});

describe('waitingFor', () => {
  const placed = '2025-06-03T15:00:00.000Z';
  const after = (minutes: number) => Date.parse(placed) + minutes * 60_000;
  it.each([
    [0.5, 'agora'],
    [1, 'há 1 min'],
    [59, 'há 59 min'],
    [65, 'há 1 h 05 min'],
    [-3, 'agora'],
  ])('after %s min says %s', (minutes, text) => {
    expect(waitingFor(placed, after(minutes))).toBe(text);
  });
});
