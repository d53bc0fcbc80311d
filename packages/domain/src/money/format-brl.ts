import type { Centavos, Money } from './money.ts';

const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/** Formats centavos as pt-BR BRL text, e.g. 2990 → 'R$ 29,90' (with U+00A0 after R$). */
export function formatBRL(amount: Centavos): string {
  if (!Number.isSafeInteger(amount)) throw new RangeError(`amount must be integer centavos, got ${amount}`);
  return brl.format(amount / 100);
}

/** Builds the wire Money value {valor, texto} from centavos. */
export function toMoney(amount: Centavos): Money {
  return { valor: amount, texto: formatBRL(amount) };
}
