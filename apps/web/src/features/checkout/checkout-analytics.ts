import type { OrderWire } from '@comanda/contract';
import { type EcommerceSource, trackEcommerce } from '../../lib/ecommerce.ts';
import { describeChoices, type StoredBagLine } from '../bag/index.ts';

/** A bag line, or an order's line as the server priced it. */
type LineSource = Pick<StoredBagLine, 'cod' | 'nome' | 'categoria' | 'qtd'> &
  Parameters<typeof describeChoices>[0] & { preco?: { unitario: { valor: number } } | undefined };

const itemOf = (line: LineSource): EcommerceSource => ({
  cod: line.cod ?? 0,
  nome: line.nome ?? '',
  ...(line.categoria ? { categoria: line.categoria } : {}),
  unitCentavos: line.preco?.unitario.valor ?? 0,
  qtd: line.qtd,
  variant: describeChoices(line),
});

/**
 * GA4 begin_checkout: finalizar-pedido opened with these lines. `value` (centavos) is the order's worth: its total
 * before gift cards, which are a way of paying, not a discount.
 */
export function trackBeginCheckout(lines: readonly LineSource[], value: number, coupon: string | null): void {
  trackEcommerce('begin_checkout', lines.map(itemOf), { valueCentavos: value, coupon });
}

/** GA4 add_payment_info: the customer confirmed paying this way. */
export function trackPaymentInfo(
  lines: readonly LineSource[],
  value: number,
  coupon: string | null,
  paymentType: string,
): void {
  trackEcommerce('add_payment_info', lines.map(itemOf), {
    valueCentavos: value,
    coupon,
    payment_type: paymentType,
  });
}

/** GA4 purchase: the placed order, by its id, with its worth (gift cards included) and its delivery fee. */
export function trackPurchase(order: OrderWire): void {
  const giftCards = order.gift_card.reduce((sum, card) => sum + card.valor_debitado.valor, 0);
  trackEcommerce('purchase', order.itens.map(itemOf), {
    transaction_id: String(order.id),
    valueCentavos: order.total.valor + giftCards,
    shippingCentavos: order.frete.valor,
    coupon: order.cupom,
    payment_type: order.formaPagamento.label,
  });
}
