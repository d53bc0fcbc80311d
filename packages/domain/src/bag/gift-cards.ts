import { toMoney } from '../money/format-brl.ts';
import type { Centavos, Money } from '../money/money.ts';

/** §8: shown when trying to add a gift card to a bag whose total is already zero. */
export const BAG_COVERED_MESSAGE = 'O valor do carrinho já foi totalmente coberto.';

/** Shown when the gift card's number is already in the bag. */
export const GIFT_CARD_ALREADY_ADDED_MESSAGE = 'Este Gift Card já foi adicionado.';

/** A redeemed gift card: its number and its balance in centavos (`valor_resgatado`). */
export interface GiftCardBalance {
  numero_cartao: string;
  valor_resgatado: Centavos;
}

/** A gift card's share of the bag (§3): debited and remaining amounts as Money. */
export interface GiftCardDebit {
  numero_cartao: string;
  numero_cartao_mascarado: string;
  valor_debitado: Money;
  valor_restante: Money;
}

/** Masks a gift-card number to its last four characters, '**** 1234'. */
export function maskGiftCardNumber(numero: string): string {
  return `**** ${numero.replace(/\s/g, '').slice(-4)}`;
}

/**
 * Debits gift cards in order against an amount due in centavos (§9): each takes min(its balance, what is still
 * due), so debits never exceed balances and stop once the amount reaches zero. Returns the debits and what is due.
 */
export function debitGiftCards(
  amountDue: Centavos,
  cards: readonly GiftCardBalance[],
): { debits: GiftCardDebit[]; remaining: Centavos } {
  let remaining = Math.max(0, amountDue);
  const debits = cards.map((card) => {
    const balance = Math.max(0, card.valor_resgatado);
    const debit = Math.min(balance, remaining);
    remaining -= debit;
    return {
      numero_cartao: card.numero_cartao,
      numero_cartao_mascarado: maskGiftCardNumber(card.numero_cartao),
      valor_debitado: toMoney(debit),
      valor_restante: toMoney(balance - debit),
    };
  });
  return { debits, remaining };
}
