import { MESSAGES, type ValidationMessage } from './messages.ts';

/** Password length bounds in characters (§9). */
export const PASSWORD_MIN_LENGTH = 5;
/** Password length upper bound in characters (§9). */
export const PASSWORD_MAX_LENGTH = 30;

/** True for a password of 5–30 characters with an upper-case letter, a lower-case letter and a digit. */
export function isValidPassword(text: string): boolean {
  const length = [...text].length;
  return (
    length >= PASSWORD_MIN_LENGTH &&
    length <= PASSWORD_MAX_LENGTH &&
    /\p{Lu}/u.test(text) &&
    /\p{Ll}/u.test(text) &&
    /\d/.test(text)
  );
}

/** Validates a password (§5): null when valid, else 'A senha não atende aos requisitos mínimos!'. */
export function validatePassword(text: string): ValidationMessage {
  return isValidPassword(text) ? null : MESSAGES.password;
}
