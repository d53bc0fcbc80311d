import { toStoreTime } from '../format/zoned-time.ts';
import { ageInYears, parseBrazilianDate } from './calendar-date.ts';
import { MESSAGES, type ValidationMessage } from './messages.ts';

/** Youngest accepted age in whole years (§9). */
export const MIN_AGE_YEARS = 16;
/** Oldest accepted age in whole years (§9). */
export const MAX_AGE_YEARS = 100;

/**
 * True for a birth date 'dd/mm/yyyy' that is a real calendar date and gives an age of 16–100 whole years
 * (both inclusive) on the calendar day of `now` in America/Sao_Paulo.
 */
export function isValidBirthDate(text: string, now: Date): boolean {
  const birth = parseBrazilianDate(text);
  if (!birth) return false;
  const age = ageInYears(birth, toStoreTime(now));
  return age >= MIN_AGE_YEARS && age <= MAX_AGE_YEARS;
}

/** Validates a birth date (§5) at instant `now`: null when valid, else 'Data de nascimento inválida!'. */
export function validateBirthDate(text: string, now: Date): ValidationMessage {
  return isValidBirthDate(text, now) ? null : MESSAGES.birthDate;
}
