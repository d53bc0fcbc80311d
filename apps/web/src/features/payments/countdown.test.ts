import { describe, expect, it } from 'vitest';
import { formatCountdown, secondsLeft, spokenCountdown } from './countdown.ts';

describe('Pix countdown', () => {
  const expiresAt = '2026-05-04T15:15:00.000Z';
  const at = (iso: string) => Date.parse(iso);

  it('counts whole seconds left, rounding up, never below zero', () => {
    expect(secondsLeft(expiresAt, at('2026-05-04T15:00:00.000Z'))).toBe(900);
    expect(secondsLeft(expiresAt, at('2026-05-04T15:14:59.200Z'))).toBe(1);
    expect(secondsLeft(expiresAt, at('2026-05-04T15:15:00.000Z'))).toBe(0);
    expect(secondsLeft(expiresAt, at('2026-05-04T16:00:00.000Z'))).toBe(0);
    expect(secondsLeft('não é data', at('2026-05-04T15:00:00.000Z'))).toBe(0);
  });

  it.each([
    [900, '15:00'],
    [899, '14:59'],
    [65, '01:05'],
    [9, '00:09'],
    [0, '00:00'],
    [-3, '00:00'],
    [5400, '90:00'],
  ])('%i s reads %s', (seconds, text) => {
    expect(formatCountdown(seconds)).toBe(text);
  });

  it('reads the time left aloud in words', () => {
    expect(spokenCountdown(845)).toBe('14 minutos e 5 segundos');
    expect(spokenCountdown(60)).toBe('1 minuto');
    expect(spokenCountdown(61)).toBe('1 minuto e 1 segundo');
    expect(spokenCountdown(30)).toBe('30 segundos');
  });
});
