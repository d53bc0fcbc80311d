import { addCentavos, multiplyCentavos } from '../money/arithmetic.ts';
import type { Centavos } from '../money/money.ts';
import { percentOf } from '../money/percentage.ts';
import type { BagItem } from './bag-line.ts';

/** Coupon discount kinds (§3 Discount). */
export type DiscountKind = 'fixo' | 'porcentagem' | 'produto' | 'beneficio';

/**
 * A coupon's discount (§3). `desconto.valor` is centavos for 'fixo' and 'produto', a percentage (10 = 10 %) for
 * 'porcentagem', ignored for 'beneficio'. `frete` is a percentage off the delivery fee (100 = free delivery).
 * `categoriaId` narrows 'porcentagem' to one category; `codProduto` names the product of a 'produto' coupon.
 */
export interface Discount {
  tipo: DiscountKind;
  desconto: { valor: number; texto?: string };
  frete?: number | null;
  cupom?: string;
  cupomId?: number;
  categoriaId?: number | null;
  codProduto?: number | null;
}

/** What a coupon takes off the items, in centavos: the total and the part computed as a percentage. */
export interface ItemsDiscount {
  coupon: Centavos;
  percent: Centavos;
  benefit: Centavos;
}

const lineTotal = (item: BagItem): Centavos => multiplyCentavos(item.unitario, item.qtd);

/** Items total in centavos: Σ unit price × quantity over every line, benefit items included. */
export function itemsTotal(items: readonly BagItem[]): Centavos {
  return addCentavos(...items.map(lineTotal));
}

/** Value in centavos of the loyalty benefit items (flag `beneficio`), all of which counts as discount (§9). */
export function benefitItemsTotal(items: readonly BagItem[]): Centavos {
  return addCentavos(...items.filter((item) => item.beneficio).map(lineTotal));
}

/**
 * Base in centavos of a 'porcentagem' discount (§9): items that are not promotional, not delivery kits and not
 * benefit items, and — when the coupon names a category — only that category.
 */
export function percentDiscountBase(items: readonly BagItem[], categoriaId?: number | null): Centavos {
  const eligible = items.filter(
    (item) =>
      !item.promocional &&
      !item.kit_delivery &&
      !item.beneficio &&
      (categoriaId == null || item.categoriaId === categoriaId),
  );
  return addCentavos(...eligible.map(lineTotal));
}

/**
 * What a coupon takes off the items (centavos), never more than the items still payable after benefit items:
 * 'fixo' its value; 'porcentagem' its percent of the eligible base (half-up to the centavo); 'produto' its value
 * capped at the named product's lines; 'beneficio' nothing beyond the benefit items themselves.
 */
export function itemsDiscount(
  items: readonly BagItem[],
  discount: Discount | null | undefined,
): ItemsDiscount {
  const benefit = benefitItemsTotal(items);
  const payable = itemsTotal(items) - benefit;
  if (!discount) return { coupon: 0, percent: 0, benefit };
  const value = Math.max(0, discount.desconto.valor);
  const cap = (amount: Centavos) => Math.min(Math.max(0, amount), payable);
  switch (discount.tipo) {
    case 'fixo':
      return { coupon: cap(value), percent: 0, benefit };
    // A Shinguru benefit coupon takes its percentage like a percent coupon (0: only its delivery-fee share).
    case 'porcentagem':
    case 'beneficio': {
      const percent = cap(percentOf(percentDiscountBase(items, discount.categoriaId), Math.min(value, 100)));
      return { coupon: percent, percent, benefit };
    }
    case 'produto': {
      const product = items.filter((item) => item.cod === discount.codProduto && !item.beneficio);
      return { coupon: cap(Math.min(value, addCentavos(...product.map(lineTotal)))), percent: 0, benefit };
    }
    default: {
      const unreachable: never = discount.tipo;
      throw new Error(`unknown discount kind ${String(unreachable)}`);
    }
  }
}

/**
 * Delivery fee charged, in centavos (§9): the store's fee, less the coupon's `frete` percentage of it when the
 * coupon carries one (clamped to 0–100 %, half-up to the centavo).
 */
export function deliveryFeeAfterDiscount(
  storeFee: Centavos,
  discount: Discount | null | undefined,
): Centavos {
  const percent = discount?.frete;
  if (percent == null || percent <= 0) return storeFee;
  return storeFee - percentOf(storeFee, Math.min(percent, 100));
}
