/** Options of the money mask: decimal places (default 2), decimal separator (default ','), thousands separator. */
export interface MoneyMaskOptions {
  decimals?: number;
  separator?: string;
  /** Thousands separator, e.g. '.'; none when omitted. */
  thousands?: string;
}

/**
 * Masks typed text as an amount the way a cash register fills in: digits enter from the right, so with 2 decimals
 * '1' → '0,01', '12345' → '123,45' ('1.234,56' with thousands '.'). Works on the digit string, so any length is exact.
 */
export function maskMoney(text: string, options: MoneyMaskOptions = {}): string {
  const { decimals = 2, separator = ',', thousands = '' } = options;
  const digits = text.replace(/\D/g, '').replace(/^0+/, '');
  if (digits === '' && !/\d/.test(text)) return '';
  const padded = digits.padStart(decimals + 1, '0');
  const integer = padded.slice(0, padded.length - decimals);
  const grouped = thousands ? integer.replace(/\B(?=(\d{3})+(?!\d))/g, thousands) : integer;
  return decimals > 0 ? `${grouped}${separator}${padded.slice(-decimals)}` : grouped;
}

/**
 * Masks typed text as a percentage: the money mask (default 0 decimals) followed by '%', e.g. '15' → '15%',
 * '125' with 1 decimal → '12,5%'. Empty input stays empty.
 */
export function maskPercent(text: string, options: MoneyMaskOptions = {}): string {
  const value = maskMoney(text, { decimals: 0, ...options });
  return value === '' ? '' : `${value}%`;
}
