import type { Centavos, Money } from './money.ts';

const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/** Formats centavos as pt-BR BRL text, e.g. 2990 → 'R$ 29,90' (with U+00A0 after R$); -150 → '-R$ 1,50'. */
export function formatBRL(amount: Centavos): string {
  if (!Number.isSafeInteger(amount)) throw new RangeError(`amount must be integer centavos, got ${amount}`);
  // Division by 100 is exact enough for display: every safe integer / 100 rounds back to the same 2 decimals.
  return brl.format(amount === 0 ? 0 : amount / 100);
}

/** Builds the wire Money value {valor, texto} from centavos. */
export function toMoney(amount: Centavos): Money {
  return { valor: amount === 0 ? 0 : amount, texto: formatBRL(amount) };
}
