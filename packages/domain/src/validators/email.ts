import { MESSAGES, type ValidationMessage } from './messages.ts';

// Pragmatic address check: local part of common characters, dotted domain labels, alphabetic TLD of 2+ letters.
const EMAIL =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;

/** Maximum e-mail length in characters (RFC 5321 path limit). */
export const EMAIL_MAX_LENGTH = 254;

/** True when `text` (trimmed) looks like a deliverable e-mail address. */
export function isValidEmail(text: string): boolean {
  const trimmed = text.trim();
  return trimmed.length <= EMAIL_MAX_LENGTH && EMAIL.test(trimmed);
}

/** Validates an e-mail (§5): null when valid, else 'E-mail inválido!'. */
export function validateEmail(text: string): ValidationMessage {
  return isValidEmail(text) ? null : MESSAGES.email;
}
