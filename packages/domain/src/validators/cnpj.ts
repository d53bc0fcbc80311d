import { MESSAGES, type ValidationMessage } from './messages.ts';

const FIRST_WEIGHTS = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
const SECOND_WEIGHTS = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];

// Receita Federal's alphanumeric CNPJ: each character is worth its ASCII code minus 48 ('0' = 0, 'A' = 17).
function checkDigit(chars: string, weights: readonly number[]): number {
  let sum = 0;
  for (let i = 0; i < weights.length; i++) sum += (chars.charCodeAt(i) - 48) * (weights[i] ?? 0);
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

/**
 * True when `text` is a CNPJ with valid check digits: numeric or alphanumeric (letters A–Z in the first 12
 * positions, two numeric check digits), masked ('12.ABC.345/01DE-35') or bare; lower-case letters are accepted.
 */
export function isValidCnpj(text: string): boolean {
  const trimmed = text.trim().toUpperCase();
  if (!/^[0-9A-Z]{2}\.?[0-9A-Z]{3}\.?[0-9A-Z]{3}\/?[0-9A-Z]{4}-?\d{2}$/.test(trimmed)) return false;
  const chars = trimmed.replace(/[./-]/g, '');
  if ([...chars].every((char) => char === chars[0])) return false;
  const first = checkDigit(chars, FIRST_WEIGHTS);
  const second = checkDigit(chars, SECOND_WEIGHTS);
  return chars.endsWith(`${first}${second}`);
}

/** Validates a CNPJ (numeric or alphanumeric): null when valid, else 'CNPJ inválido!'. */
export function validateCnpj(text: string): ValidationMessage {
  return isValidCnpj(text) ? null : MESSAGES.cnpj;
}
