import { applyGroups, onlyDigits } from './pattern.ts';

/**
 * Masks a phone with area code: '(99) 9999-9999' up to 10 digits, '(99) 99999-9999' at 11 digits (§5).
 * Partial input grows naturally: '6' → '(6', '619' → '(61) 9'.
 */
export function maskPhone(text: string): string {
  const digits = onlyDigits(text, 11);
  if (digits.length === 0) return '';
  const local = digits.slice(2);
  const head = local.length === 9 ? 5 : 4;
  const area = `(${digits.slice(0, 2)}`;
  return local.length === 0 ? area : `${area}) ${applyGroups(local, [head, 5], ['-'])}`;
}

/** Masks a phone without area code: '9999-9999' up to 8 digits, '99999-9999' at 9 digits (§5). */
export function maskLocalPhone(text: string): string {
  const digits = onlyDigits(text, 9);
  return applyGroups(digits, [digits.length === 9 ? 5 : 4, 5], ['-']);
}
