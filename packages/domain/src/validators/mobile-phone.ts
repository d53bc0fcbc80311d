import { MESSAGES, type ValidationMessage } from './messages.ts';

/** Brazilian area codes (DDD) in use, as assigned by Anatel. */
export const AREA_CODES: ReadonlySet<number> = new Set([
  11, 12, 13, 14, 15, 16, 17, 18, 19, 21, 22, 24, 27, 28, 31, 32, 33, 34, 35, 37, 38, 41, 42, 43, 44, 45, 46,
  47, 48, 49, 51, 53, 54, 55, 61, 62, 63, 64, 65, 66, 67, 68, 69, 71, 73, 74, 75, 77, 79, 81, 82, 83, 84, 85,
  86, 87, 88, 89, 91, 92, 93, 94, 95, 96, 97, 98, 99,
]);

/** Length in characters of a complete masked mobile number '(00) 00000-0000' (§5, §9). */
export const MOBILE_PHONE_MASKED_LENGTH = 15;

/**
 * True for a Brazilian mobile number: a valid DDD then 9 digits starting with 9, either masked
 * '(61) 99876-5432' (15 characters) or as 11 bare digits.
 */
export function isValidMobilePhone(text: string): boolean {
  const trimmed = text.trim();
  const match = /^(?:\((\d{2})\) (\d{5})-(\d{4})|(\d{2})(\d{5})(\d{4}))$/.exec(trimmed);
  if (!match) return false;
  const digits = trimmed.replace(/\D/g, '');
  return AREA_CODES.has(Number(digits.slice(0, 2))) && digits[2] === '9';
}

/** Validates a mobile number (§5): null when valid, else 'Número de celular inválido!'. */
export function validateMobilePhone(text: string): ValidationMessage {
  return isValidMobilePhone(text) ? null : MESSAGES.mobilePhone;
}
