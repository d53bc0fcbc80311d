import type { Centavos } from '../money/money.ts';
import { MESSAGES, requiredFieldMessage, type ValidationMessage } from './messages.ts';

/** Minimum gift-card password length in characters (§9). */
export const GIFT_CARD_PASSWORD_MIN_LENGTH = 6;

/** Validates a gift-card password: required, then at least 6 characters after trimming. */
export function validateGiftCardPassword(text: string): ValidationMessage {
  const trimmed = text.trim();
  if (trimmed === '') return requiredFieldMessage('senha');
  return [...trimmed].length >= GIFT_CARD_PASSWORD_MIN_LENGTH ? null : MESSAGES.giftCardPassword;
}

/** Validates a gift-card number: required after trimming (its format is the issuer's). */
export function validateGiftCardNumber(text: string): ValidationMessage {
  return text.trim() === '' ? requiredFieldMessage('número') : null;
}

/** Rejects a gift card whose looked-up balance in centavos is zero or less (§5, §8). */
export function validateGiftCardBalance(balance: Centavos): ValidationMessage {
  return balance > 0 ? null : MESSAGES.giftCardZeroBalance;
}

/** Message for a failed gift-card lookup by provider error code: 'card_blocked' or any other failure (§8). */
export function giftCardFailureMessage(errorCode: string | null | undefined): string {
  return errorCode === 'card_blocked' ? MESSAGES.giftCardBlocked : MESSAGES.giftCardFailure;
}
