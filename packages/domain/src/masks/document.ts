import { applyGroups, onlyDigits } from './pattern.ts';

/** Masks typed text as a CPF '000.000.000-00' (3-3-3-2), partial input too; extra digits are dropped. */
export function maskCpf(text: string): string {
  return applyGroups(onlyDigits(text, 11), [3, 3, 3, 2], ['.', '.', '-']);
}

/**
 * Masks typed text as a CNPJ '00.000.000/0000-00' (2-3-3-4-2), partial input too. Alphanumeric CNPJ: the first 12
 * positions take digits or letters (upper-cased), the two check digits take digits only.
 */
export function maskCnpj(text: string): string {
  let chars = '';
  for (const char of text.toUpperCase()) {
    if (chars.length === 14) break;
    if (chars.length < 12 ? /[0-9A-Z]/.test(char) : /\d/.test(char)) chars += char;
  }
  return applyGroups(chars, [2, 3, 3, 4, 2], ['.', '.', '/', '-']);
}

/**
 * True when a person-document field should take the CNPJ mask (§5): more than 11 significant characters, any
 * letter (only CNPJs have them), or 14+ typed characters holding 11 digits without a CPF-style dash ('-' before the
 * last two digits). Otherwise it stays a CPF.
 */
export function isCnpjInput(text: string): boolean {
  const significant = text.replace(/[^0-9A-Za-z]/g, '');
  if (significant.length > 11 || /[A-Za-z]/.test(significant)) return true;
  return significant.length === 11 && text.length >= 14 && !/-\s*\d{2}\s*$/.test(text);
}

/** Masks a CPF-or-CNPJ field, switching from the CPF to the CNPJ mask as `isCnpjInput` says (§5). */
export function maskPersonDocument(text: string): string {
  return isCnpjInput(text) ? maskCnpj(text) : maskCpf(text);
}
