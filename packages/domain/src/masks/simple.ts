import { applyGroups, onlyDigits } from './pattern.ts';

/** Masks a CEP '00000-000', partial input too. */
export function maskCep(text: string): string {
  return applyGroups(onlyDigits(text, 8), [5, 3], ['-']);
}

/** Masks a date '00/00/0000' (dd/mm/yyyy, 10 characters), partial input too. */
export function maskDate(text: string): string {
  return applyGroups(onlyDigits(text, 8), [2, 2, 4], ['/', '/']);
}

/** Masks a card validade 'MM/YY' (5 characters), partial input too. */
export function maskCardExpiry(text: string): string {
  return applyGroups(onlyDigits(text, 4), [2, 2], ['/']);
}
