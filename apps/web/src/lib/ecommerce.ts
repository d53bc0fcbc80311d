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

export type EcommerceEvent = 'view_item' | 'add_to_cart' | 'remove_from_cart' | 'view_cart';

/** Centavos as the decimal amount GA4 reports (a measurement, not a price: never fed back into money rules). */
const reais = (centavos: number) => Math.round(centavos) / 100;

/**
 * Pushes a GA4 ecommerce event (§7): the previous ecommerce object is cleared first, as Google Tag Manager asks,
 * then `{ event, ecommerce: { currency: 'BRL', value, items } }`.
 */
export function trackEcommerce(event: EcommerceEvent, sources: readonly EcommerceSource[]): void {
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
  const value = sources.reduce((sum, source) => sum + source.unitCentavos * source.qtd, 0);
  pushEvent({ event: 'ecommerce_clear', ecommerce: null });
  pushEvent({ event, ecommerce: { currency: 'BRL', value: reais(value), items } });
}
