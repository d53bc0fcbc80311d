import { luhnCheckDigit } from '../validators/card-number.ts';

/** Test helper: completes `prefix` with zeros and a Luhn check digit up to `length` digits. */
export function luhnNumber(prefix: string, length: number): string {
  const body = prefix.padEnd(length - 1, '0');
  return `${body}${luhnCheckDigit(body)}`;
}
