import { describe, expect, it } from 'vitest';
import type { StoreWithHours } from '../stores/index.ts';
import { storeStatusAt } from './store-status.ts';

const store = (hours: StoreWithHours['hours'], holidays: string[] = []) =>
  ({ store: {} as StoreWithHours['store'], hours, holidays }) as StoreWithHours;

describe('storeStatusAt', () => {
  const friday = [{ dia: 5, abre: '18:00', fecha: '00:30' }];

  it.each([
    ['2026-11-20T20:59:00Z', 'fechada'], // Friday 17:59 in São Paulo
    ['2026-11-20T21:00:00Z', 'aberta'], // Friday 18:00
    ['2026-11-21T03:29:00Z', 'aberta'], // Saturday 00:29, still Friday's window
    ['2026-11-21T03:30:00Z', 'fechada'], // Saturday 00:30
  ])('at %s a Friday-night store is %s', (instant, expected) => {
    expect(storeStatusAt(store(friday), new Date(instant))).toBe(expected);
  });

  it('is closed all day on a holiday', () => {
    expect(storeStatusAt(store(friday, ['2026-11-20']), new Date('2026-11-20T22:00:00Z'))).toBe('fechada');
  });
});
