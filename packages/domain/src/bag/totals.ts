import { toMoney } from '../money/format-brl.ts';
import type { Centavos, Money } from '../money/money.ts';
import type { BagItem } from './bag-line.ts';
import { type Discount, deliveryFeeAfterDiscount, itemsDiscount, itemsTotal } from './discount.ts';
import {
  BAG_COVERED_MESSAGE,
  debitGiftCards,
  type GiftCardBalance,
  type GiftCardDebit,
} from './gift-cards.ts';

/** What the totals are computed from: bag items, the store's delivery fee (centavos), coupon, gift cards in order. */
export interface BagTotalsInput {
  items: readonly BagItem[];
  storeFee: Centavos;
  discount?: Discount | null;
  giftCards?: readonly GiftCardBalance[];
}

/** The bag's value summary (§3 Cart totals), every amount as Money in centavos; `qtd` is the number of units. */
export interface BagTotals {
  qtd: number;
  valor_itens: Money;
  /** The store's delivery fee before any coupon. */
  valor_frete: Money;
  /** The part of `desconto` computed as a percentage ('porcentagem' coupons). */
  valor_desconto_porc: Money;
  /** The delivery fee charged. */
  frete: Money;
  /** Coupon discount plus benefit items, never more than the items. */
  desconto: Money;
  /** What is left to pay after discounts and gift cards; never negative. */
  total: Money;
  gifts_cards: GiftCardDebit[];
}

/**
 * Computes the bag totals (§3, §9): items − (coupon + benefit items, capped at the items) + delivery fee (after the
 * coupon's frete percent), then gift cards debited in order while something is due. Total is never negative.
 */
export function computeBagTotals(input: BagTotalsInput): BagTotals {
  const items = itemsTotal(input.items);
  const { coupon, percent, benefit } = itemsDiscount(input.items, input.discount);
  const discount = Math.min(items, coupon + benefit);
  const fee = deliveryFeeAfterDiscount(Math.max(0, input.storeFee), input.discount);
  const { debits, remaining } = debitGiftCards(items - discount + fee, input.giftCards ?? []);
  return {
    qtd: input.items.reduce((sum, item) => sum + item.qtd, 0),
    valor_itens: toMoney(items),
    valor_frete: toMoney(Math.max(0, input.storeFee)),
    valor_desconto_porc: toMoney(percent),
    frete: toMoney(fee),
    desconto: toMoney(discount),
    total: toMoney(remaining),
    gifts_cards: debits,
  };
}

/** True when nothing is left to pay: the bag's total is zero (§8). */
export function isBagFullyCovered(totals: Pick<BagTotals, 'total'>): boolean {
  return totals.total.valor <= 0;
}

/** Refuses another gift card once the bag is fully covered: 'O valor do carrinho já foi totalmente coberto.'. */
export function validateGiftCardAddition(totals: Pick<BagTotals, 'total'>): string | null {
  return isBagFullyCovered(totals) ? BAG_COVERED_MESSAGE : null;
}
