import { brand } from '../config/brand.ts';
import { pushEvent } from './analytics.ts';

/** The product fields a GA4 ecommerce item is read from; prices in centavos. */
export interface EcommerceSource {
  cod: number;
  nome: string;
  categoria?: string;
  unitCentavos: number;
  qtd: number;
  /** The chosen options, as GA4's item_variant. */
  variant?: string;
}

export type EcommerceEvent =
  | 'view_item'
  | 'add_to_cart'
  | 'remove_from_cart'
  | 'view_cart'
  | 'begin_checkout'
  | 'add_payment_info'
  | 'purchase';

/**
 * The event's own GA4 parameters besides the items: `coupon`, `payment_type`, and for a purchase
 * `transaction_id`, `shipping` and the `value` actually paid (centavos here, reported in reais).
 */
export interface EcommerceDetails {
  coupon?: string | null;
  payment_type?: string;
  transaction_id?: string;
  shippingCentavos?: number;
  valueCentavos?: number;
}

/** Centavos as the decimal amount GA4 reports (a measurement, not a price: never fed back into money rules). */
const reais = (centavos: number) => Math.round(centavos) / 100;

/**
 * Pushes a GA4 ecommerce event (§7): the previous ecommerce object is cleared first, as Google Tag Manager asks,
 * then `{ event, ecommerce: { currency: 'BRL', value, items } }` plus the event's details. `value` is the items'
 * worth unless the details give the amount paid.
 */
export function trackEcommerce(
  event: EcommerceEvent,
  sources: readonly EcommerceSource[],
  details: EcommerceDetails = {},
): void {
  const items = sources.map((source, index) => ({
    item_id: String(source.cod),
    item_name: source.nome,
    ...(source.categoria ? { item_category: source.categoria } : {}),
    ...(source.variant ? { item_variant: source.variant } : {}),
    item_brand: brand.name,
    price: reais(source.unitCentavos),
    quantity: source.qtd,
    index,
  }));
  const { valueCentavos, shippingCentavos, coupon, ...rest } = details;
  const value = valueCentavos ?? sources.reduce((sum, source) => sum + source.unitCentavos * source.qtd, 0);
  pushEvent({ event: 'ecommerce_clear', ecommerce: null });
  pushEvent({
    event,
    ecommerce: {
      currency: 'BRL',
      value: reais(value),
      ...rest,
      ...(coupon ? { coupon } : {}),
      ...(shippingCentavos === undefined ? {} : { shipping: reais(shippingCentavos) }),
      items,
    },
  });
}
