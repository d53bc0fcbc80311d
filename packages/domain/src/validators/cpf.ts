import { MESSAGES, type ValidationMessage } from './messages.ts';

function checkDigit(digits: readonly number[], firstWeight: number): number {
  const sum = digits.reduce((acc, digit, i) => acc + digit * (firstWeight - i), 0);
  const rest = (sum * 10) % 11;
  return rest === 10 ? 0 : rest;
}

/** True when `text` is a CPF with valid check digits, masked ('000.000.000-00') or as 11 bare digits. */
export function isValidCpf(text: string): boolean {
  const trimmed = text.trim();
  if (!/^\d{3}\.?\d{3}\.?\d{3}-?\d{2}$/.test(trimmed)) return false;
  const digits = [...trimmed.replace(/\D/g, '')].map(Number);
  if (digits.every((digit) => digit === digits[0])) return false;
  const first = checkDigit(digits.slice(0, 9), 10);
  const second = checkDigit(digits.slice(0, 10), 11);
  return first === digits[9] && second === digits[10];
}

/** Validates a CPF (§5): null when valid, else 'CPF inválido!'. */
export function validateCpf(text: string): ValidationMessage {
  return isValidCpf(text) ? null : MESSAGES.cpf;
}
