import { toStoreTime } from '../format/zoned-time.ts';
import { MESSAGES, requiredFieldMessage, type ValidationMessage } from './messages.ts';

/** Two-digit validade years above this pivot read as 19xx, the others as 20xx (§5, §9). */
export const CARD_EXPIRY_YEAR_PIVOT = 40;

/** Parses a validade 'MM/YY' to a calendar year and month 1–12 (YY > 40 → 19YY, else 20YY); null if malformed. */
export function parseCardExpiry(text: string): { year: number; month: number } | null {
  const match = /^(\d{2})\/(\d{2})$/.exec(text.trim());
  if (!match) return null;
  const month = Number(match[1]);
  const shortYear = Number(match[2]);
  if (month < 1 || month > 12) return null;
  return { year: shortYear > CARD_EXPIRY_YEAR_PIVOT ? 1900 + shortYear : 2000 + shortYear, month };
}

/**
 * True when a validade is expired at instant `now` (§5): expired once `now` is after the first day of that month
 * begins in America/Sao_Paulo, i.e. from 00:00 plus any time on day 1 of the validade month.
 */
export function isCardExpired(expiry: { year: number; month: number }, now: Date): boolean {
  const today = toStoreTime(now);
  if (today.year !== expiry.year || today.month !== expiry.month) {
    return today.year > expiry.year || (today.year === expiry.year && today.month > expiry.month);
  }
  // Same month: only the very first instant of day 1 (00:00:00.000 local) is not after it.
  const sinceMidnightMs = today.minutesOfDay * 60_000 + (((now.getTime() % 60_000) + 60_000) % 60_000);
  return today.day > 1 || sinceMidnightMs > 0;
}

/** Validates a validade 'MM/YY' at `now`: required, well-formed ('Data de validade inválida!'), not expired. */
export function validateCardExpiry(text: string, now: Date): ValidationMessage {
  if (text.trim() === '') return requiredFieldMessage('validade');
  const expiry = parseCardExpiry(text);
  if (!expiry) return MESSAGES.cardExpiryInvalid;
  return isCardExpired(expiry, now) ? MESSAGES.cardExpired : null;
}
