import { createHash } from 'node:crypto';
import { CARD_BRAND_FORMATS, CARD_BRANDS, type CardBrand, checkCardNumber } from '@comanda/domain';
import type { CardSource, CardType } from './card-gateway.ts';
import { type CardRefusal, refusal } from './refusals.ts';

const IDEMPOTENCY_KEY = /^[A-Za-z0-9][A-Za-z0-9_-]{7,49}$/;

/** Throws on a key the providers cannot carry (Pagar.me order `code` ≤ 52, Cielo MerchantOrderId ≤ 50). */
export function assertIdempotencyKey(key: string): void {
  if (!IDEMPOTENCY_KEY.test(key))
    throw new TypeError('idempotencyKey must have 8 to 50 letters, digits, "-" or "_"');
}

/** Throws unless `amount` is a positive whole number of centavos. */
export function assertAmount(amount: number, name = 'amount'): void {
  if (!Number.isSafeInteger(amount) || amount <= 0)
    throw new RangeError(`${name} must be a positive integer`);
}

/** A stable GUID derived from a key, so a retried request carries the same Cielo `RequestId`. */
export function guidFromKey(key: string): string {
  const hex = createHash('sha256').update(key).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** Letters, digits and spaces only, accents stripped, at most `max` characters (card statements, BR Codes). */
export function plainText(text: string, max: number): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/[^A-Za-z0-9 ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max)
    .trim();
}

/** Card data checked and normalised, ready to hand to a provider. Lives only for one call. */
export interface CheckedCard {
  number: string;
  holderName: string;
  holderCpf: string | null;
  expMonth: number;
  expYear: number;
  cvv: string;
  brand: CardBrand;
  type: CardType;
  lastFour: string;
}

/** The card type a card is saved as: meal-voucher brands always pay as meal vouchers. */
export function cardTypeFor(brand: CardBrand, requested: CardType | undefined): CardType {
  if (CARD_BRAND_FORMATS[brand].mealVoucher) return 'meal_voucher';
  return requested === 'meal_voucher' ? 'credit' : (requested ?? 'credit');
}

/**
 * Checks typed card data before any provider sees it: a known brand (§9), that brand's length and Luhn, a month
 * 1–12 with a four-digit year, the brand's CVV length and a holder name.
 */
export function checkCardData(source: Extract<CardSource, { kind: 'card' }>): CheckedCard | CardRefusal {
  const check = checkCardNumber(source.number);
  if (!check.ok) return refusal('card_invalid');
  const { digits, brand } = check;
  const cvv = source.cvv.trim();
  if (!new RegExp(`^\\d{${CARD_BRAND_FORMATS[brand].cvvLength}}$`).test(cvv))
    return refusal('card_cvv_invalid');
  const { expMonth, expYear } = source;
  if (!Number.isInteger(expMonth) || expMonth < 1 || expMonth > 12) return refusal('card_invalid');
  if (!Number.isInteger(expYear) || expYear < 2000 || expYear > 2099) return refusal('card_invalid');
  const holderName = source.holderName.trim().replace(/\s+/g, ' ').toUpperCase();
  if (holderName === '') return refusal('card_invalid');
  const cpf = source.holderCpf?.replace(/\D/g, '') ?? '';
  return {
    number: digits,
    holderName,
    holderCpf: cpf.length === 11 ? cpf : null,
    expMonth,
    expYear,
    cvv,
    brand,
    type: cardTypeFor(brand, source.type),
    lastFour: digits.slice(-4),
  };
}

export function isRefusal(value: CheckedCard | CardRefusal): value is CardRefusal {
  return 'code' in value;
}

const BRAND_ALIASES: Readonly<Record<string, CardBrand>> = {
  master: 'Mastercard',
  mastercard: 'Mastercard',
  americanexpress: 'Amex',
  dinersclub: 'Diners',
  ticket: 'Ticket Restaurante',
  pluxee: 'Sodexo',
  visarefeicao: 'Visa Refeição',
};

/** Maps a provider's brand name ('Visa', 'Master', 'mastercard', 'Ticket' …) to one of the accepted brands (§9). */
export function brandFromProvider(name: string | null | undefined): CardBrand | null {
  if (!name) return null;
  const folded = name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '');
  const alias = BRAND_ALIASES[folded];
  if (alias) return alias;
  return (
    CARD_BRANDS.find(
      (brand) =>
        brand
          .normalize('NFD')
          .replace(/\p{Diacritic}/gu, '')
          .toLowerCase()
          .replace(/[^a-z]/g, '') === folded,
    ) ?? null
  );
}
