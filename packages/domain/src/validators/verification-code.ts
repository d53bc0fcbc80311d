import type { ValidationMessage } from './messages.ts';

/** Number of digits of a one-time code sent by SMS or e-mail. */
export const VERIFICATION_CODE_LENGTH = 6;

/** Minutes a one-time code stays valid after it is sent. */
export const VERIFICATION_CODE_TTL_MINUTES = 10;

/** Not in the spec: the message for a code that is not six digits. */
export const VERIFICATION_CODE_MESSAGE = 'O código deve ter 6 dígitos.';

/** True for exactly six ASCII digits (surrounding spaces ignored), e.g. '012345'. */
export function isVerificationCode(text: string): boolean {
  return /^\d{6}$/.test(text.trim());
}

/** Validates a typed one-time code: null when it is six digits, else 'O código deve ter 6 dígitos.'. */
export function validateVerificationCode(text: string): ValidationMessage {
  return isVerificationCode(text) ? null : VERIFICATION_CODE_MESSAGE;
}
