import { CARD_BRAND_FORMATS, type CardBrand, detectCardBrand } from './card-brand.ts';
import { MESSAGES, requiredFieldMessage, type ValidationMessage } from './messages.ts';

/** Luhn (mod 10) check digit for a string of digits `body` (the number without its last digit). */
export function luhnCheckDigit(body: string): number {
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    let digit = Number(body[body.length - 1 - i]);
    if (i % 2 === 0) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return (10 - (sum % 10)) % 10;
}

/** True when a string of digits passes the Luhn (mod 10) check. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  return luhnCheckDigit(digits.slice(0, -1)) === Number(digits.at(-1));
}

/** Outcome of checking a card number: the brand when valid, else the message. */
export type CardNumberCheck = { ok: true; brand: CardBrand; digits: string } | { ok: false; message: string };

/** Checks a card number (spaces allowed): required, known brand, that brand's length and Luhn. */
export function checkCardNumber(cardNumber: string): CardNumberCheck {
  const trimmed = cardNumber.trim();
  if (trimmed === '') return { ok: false, message: requiredFieldMessage('número') };
  if (!/^[\d ]+$/.test(trimmed)) return { ok: false, message: MESSAGES.cardNumber };
  const digits = trimmed.replace(/ /g, '');
  const brand = detectCardBrand(digits);
  if (!brand || !CARD_BRAND_FORMATS[brand].lengths.includes(digits.length) || !passesLuhn(digits)) {
    return { ok: false, message: MESSAGES.cardNumber };
  }
  return { ok: true, brand, digits };
}

/** Validates a card number: null when valid, else the required-field or 'Número de cartão inválido!' message. */
export function validateCardNumber(cardNumber: string): ValidationMessage {
  const check = checkCardNumber(cardNumber);
  return check.ok ? null : check.message;
}

/** Validates a CVV for a brand: 3 digits, 4 for Amex; without a known brand 3 digits (§5). */
export function validateCvv(cvv: string, brand: CardBrand | null): ValidationMessage {
  const trimmed = cvv.trim();
  if (trimmed === '') return requiredFieldMessage('CVV');
  const length = brand ? CARD_BRAND_FORMATS[brand].cvvLength : 3;
  return new RegExp(`^\\d{${length}}$`).test(trimmed) ? null : MESSAGES.cvv;
}
