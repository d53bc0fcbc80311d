import { toStoreTime } from '../format/zoned-time.ts';
import { LOYALTY_MESSAGES } from '../loyalty/bag-check.ts';
import { formatBRL } from '../money/format-brl.ts';
import type { Centavos } from '../money/money.ts';
import type { BagItem } from './bag-line.ts';
import {
  benefitItemsTotal,
  type Discount,
  type DiscountKind,
  itemsDiscount,
  itemsTotal,
} from './discount.ts';

/**
 * A coupon as the brand defines it. `valor` is centavos for 'fixo' and 'produto', a percentage for 'porcentagem',
 * ignored for 'beneficio'; `frete` a percentage off the delivery fee. `validoDe`/`validoAte` are São Paulo calendar
 * dates 'YYYY-MM-DD', both inclusive (null = open). `lojas` empty = every store. Limits null = unlimited.
 */
export interface CouponDefinition {
  id: number;
  codigo: string;
  tipo: DiscountKind;
  valor: number;
  frete: number | null;
  categoriaId: number | null;
  categoriaNome?: string | null;
  codProduto: number | null;
  produtoNome?: string | null;
  valorMinimo: Centavos;
  validoDe: string | null;
  validoAte: string | null;
  lojas: readonly number[];
  limiteTotal: number | null;
  limitePorCliente: number | null;
  primeiroPedido: boolean;
  ativo: boolean;
}

/** What a coupon is checked against: the instant, the store, the priced bag and the usage counts so far. */
export interface CouponContext {
  now: Date | number;
  storeId: number;
  items: readonly BagItem[];
  /** Uses of this coupon by everybody. */
  usesTotal: number;
  /** Uses of this coupon by this customer. */
  usesByCustomer: number;
  /** Orders this customer has placed (for first-order-only coupons). */
  customerOrders: number;
  /**
   * For a 'beneficio' coupon: whether the customer is a Shinguru member and holds the coupon's benefit, available,
   * in the wallet. Absent: neither (the coupon is refused).
   */
  loyalty?: { member: boolean; holdsBenefit: boolean };
}

/** What the coupon answer and the bag's coupon row say once a coupon is on the bag. */
export const COUPON_APPLIED_MESSAGE = 'Cupom aplicado';

/** Not in the spec: the coupon engine's refusals, in the order they are checked. */
export const COUPON_MESSAGES = {
  notFound: 'Cupom inválido ou inexistente.',
  emptyBag: 'Seu carrinho está vazio.',
  notYetValid: 'Este cupom ainda não está válido.',
  expired: 'Este cupom expirou.',
  store: 'Este cupom não é válido para esta loja.',
  soldOut: 'Este cupom esgotou.',
  perCustomer: 'Você já utilizou este cupom o número máximo de vezes.',
  firstOrder: 'Este cupom é válido apenas para o primeiro pedido.',
  noEffect: 'Este cupom não se aplica aos itens da sacola.',
} as const;

/** 'O valor mínimo do pedido para este cupom é R$ 50,00.' for a minimum in centavos. */
export function couponMinimumMessage(minimum: Centavos): string {
  return `O valor mínimo do pedido para este cupom é ${formatBRL(minimum)}.`;
}

/** 'Este cupom é válido apenas para produtos da categoria {nome}.' (or without the name when unknown). */
export function couponCategoryMessage(name?: string | null): string {
  return name
    ? `Este cupom é válido apenas para produtos da categoria ${name}.`
    : 'Este cupom é válido apenas para produtos de uma categoria que não está na sacola.';
}

/** 'Adicione {produto} à sacola para usar este cupom.' (or a generic text when the name is unknown). */
export function couponProductMessage(name?: string | null): string {
  return name
    ? `Adicione ${name} à sacola para usar este cupom.`
    : 'Adicione o produto do cupom à sacola para usar este cupom.';
}

/** The §3 Discount a coupon grants: its kind, value, frete percent and restrictions. */
export function couponDiscount(coupon: CouponDefinition): Discount {
  const percent = coupon.tipo === 'porcentagem' || coupon.tipo === 'beneficio';
  return {
    tipo: coupon.tipo,
    desconto: { valor: coupon.valor, texto: percent ? `${coupon.valor}%` : formatBRL(coupon.valor) },
    frete: coupon.frete,
    cupom: coupon.codigo,
    cupomId: coupon.id,
    categoriaId: coupon.categoriaId,
    codProduto: coupon.codProduto,
  };
}

/** Why a coupon is refused, as the stable code the API answers (listed in packages/contract's error codes). */
export type CouponRefusalCode =
  | 'coupon_not_found'
  | 'cart_empty'
  | 'coupon_not_yet_valid'
  | 'coupon_expired'
  | 'coupon_store_mismatch'
  | 'coupon_minimum_not_met'
  | 'coupon_category_missing'
  | 'coupon_product_missing'
  | 'coupon_sold_out'
  | 'coupon_usage_limit_reached'
  | 'coupon_first_order_only'
  | 'coupon_members_only'
  | 'coupon_benefit_missing'
  | 'coupon_no_effect';

/** A coupon refusal: its code and its pt-BR message. */
export interface CouponRefusal {
  code: CouponRefusalCode;
  message: string;
}

/**
 * Why a coupon cannot be used on this bag, or null when it can. Checked in order: active, non-empty bag, a benefit
 * coupon's member and wallet (docs/loyalty.md), validity
 * window (São Paulo calendar date, both ends inclusive), store, minimum order (items less benefit items, centavos),
 * category and product restrictions, total and per-customer limits, first order, and finally that it takes
 * something off the items or the delivery fee.
 */
export function couponRefusalReason(coupon: CouponDefinition, context: CouponContext): CouponRefusal | null {
  const refuse = (code: CouponRefusalCode, message: string): CouponRefusal => ({ code, message });
  if (!coupon.ativo) return refuse('coupon_not_found', COUPON_MESSAGES.notFound);
  if (context.items.length === 0) return refuse('cart_empty', COUPON_MESSAGES.emptyBag);
  if (coupon.tipo === 'beneficio' && !context.loyalty?.member)
    return refuse('coupon_members_only', LOYALTY_MESSAGES.membersOnlyCoupon);
  if (coupon.tipo === 'beneficio' && !context.loyalty?.holdsBenefit)
    return refuse('coupon_benefit_missing', LOYALTY_MESSAGES.couponBenefitMissing);
  const today = toStoreTime(context.now).isoDate;
  if (coupon.validoDe !== null && today < coupon.validoDe)
    return refuse('coupon_not_yet_valid', COUPON_MESSAGES.notYetValid);
  if (coupon.validoAte !== null && today > coupon.validoAte)
    return refuse('coupon_expired', COUPON_MESSAGES.expired);
  if (coupon.lojas.length > 0 && !coupon.lojas.includes(context.storeId))
    return refuse('coupon_store_mismatch', COUPON_MESSAGES.store);
  const payable = itemsTotal(context.items) - benefitItemsTotal(context.items);
  if (payable < coupon.valorMinimo)
    return refuse('coupon_minimum_not_met', couponMinimumMessage(coupon.valorMinimo));
  const buyable = context.items.filter((item) => !item.beneficio);
  if (coupon.categoriaId !== null && !buyable.some((item) => item.categoriaId === coupon.categoriaId))
    return refuse('coupon_category_missing', couponCategoryMessage(coupon.categoriaNome));
  if (coupon.codProduto !== null && !buyable.some((item) => item.cod === coupon.codProduto))
    return refuse('coupon_product_missing', couponProductMessage(coupon.produtoNome));
  if (coupon.limiteTotal !== null && context.usesTotal >= coupon.limiteTotal)
    return refuse('coupon_sold_out', COUPON_MESSAGES.soldOut);
  if (coupon.limitePorCliente !== null && context.usesByCustomer >= coupon.limitePorCliente)
    return refuse('coupon_usage_limit_reached', COUPON_MESSAGES.perCustomer);
  if (coupon.primeiroPedido && context.customerOrders > 0)
    return refuse('coupon_first_order_only', COUPON_MESSAGES.firstOrder);
  const off = itemsDiscount(context.items, couponDiscount(coupon));
  const freteOff = (coupon.frete ?? 0) > 0;
  if (off.coupon === 0 && !freteOff) return refuse('coupon_no_effect', COUPON_MESSAGES.noEffect);
  return null;
}

/** The pt-BR message of couponRefusalReason, or null when the coupon can be used. */
export function couponRefusal(coupon: CouponDefinition, context: CouponContext): string | null {
  return couponRefusalReason(coupon, context)?.message ?? null;
}
