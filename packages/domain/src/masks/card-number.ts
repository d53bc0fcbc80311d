import { CARD_BRAND_FORMATS, detectCardBrand } from '../validators/card-brand.ts';
import { applyGroups, onlyDigits } from './pattern.ts';

const DEFAULT_GROUPS = [4, 4, 4, 4];

/**
 * Masks a card number grouped as its brand prints it: Amex 4-6-5 (15 digits), Diners 4-6-4 (14), every other
 * brand and unknown prefixes 4-4-4-4 (16 digits, 19 characters with spaces, §5).
 */
export function maskCardNumber(text: string): string {
  const digits = onlyDigits(text, 16);
  const brand = detectCardBrand(digits);
  const groups = brand ? CARD_BRAND_FORMATS[brand].groups : DEFAULT_GROUPS;
  const max = groups.reduce((sum, size) => sum + size, 0);
  return applyGroups(digits.slice(0, max), groups, [' ', ' ', ' ']);
}
