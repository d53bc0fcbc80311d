import type { Centavos } from './money.ts';

// Optional minus, optional "R$", then either grouped thousands (1.234.567) or plain digits, then ",d" or ",dd".
const AMOUNT = /^(-)?\s*(?:R\$)?\s*(-)?\s*(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d{1,2}))?$/;

/**
 * Parses a user-typed BRL amount ('1.234,56', '1234,5', 'R$ 10', '-R$ 1,50') to centavos; null for garbage.
 * Dots are thousands separators only (in groups of three); the comma is the decimal separator (≤ 2 decimals).
 */
export function parseBRL(text: string): Centavos | null {
  const normalized = text.replace(/[\u00a0\u202f]/g, ' ').trim();
  const match = AMOUNT.exec(normalized);
  if (!match) return null;
  const [, leadingMinus, innerMinus, integerPart = '', decimals = ''] = match;
  if (leadingMinus && innerMinus) return null;
  const centavos = Number(integerPart.replaceAll('.', '')) * 100 + Number(decimals.padEnd(2, '0'));
  if (!Number.isSafeInteger(centavos)) return null;
  if (centavos === 0) return 0;
  return leadingMinus || innerMinus ? -centavos : centavos;
}
