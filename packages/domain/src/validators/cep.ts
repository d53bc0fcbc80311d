import { MESSAGES, type ValidationMessage } from './messages.ts';

/** True for a CEP of 8 digits, masked '70000-000' (9 characters) or bare '70000000'. */
export function isValidCep(text: string): boolean {
  return /^\d{5}-?\d{3}$/.test(text.trim());
}

/** Validates a CEP (§5): null when valid, else 'CEP inválido!'. */
export function validateCep(text: string): ValidationMessage {
  return isValidCep(text) ? null : MESSAGES.cep;
}
