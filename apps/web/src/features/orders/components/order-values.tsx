import type { OrderWire } from '@comanda/contract';
import { useId } from 'react';
import {
  DELIVERY_FEE_LABEL,
  FREE_DELIVERY_TEXT,
  GIFT_CARD_LABEL,
  VALUES_SUMMARY_TITLE,
} from '../../bag/index.ts';
import { SHINGURU_POINTS_ICON, shinguruPointsText } from '../orders-texts.ts';

/**
 * §2 Value summary of a placed order: subtotal, delivery fee, discount (coupon), gift cards, total, and the Shinguru
 * points a completed order earned.
 */
export function OrderValues({ order }: { order: OrderWire }) {
  const titleId = useId();
  return (
    <section className="order-panel" aria-labelledby={titleId}>
      <h2 id={titleId} className="order-panel__title">
        {VALUES_SUMMARY_TITLE}
      </h2>
      <dl className="order-values">
        <div className="order-values__row">
          <dt>Subtotal</dt>
          <dd>{order.subtotal.texto}</dd>
        </div>
        <div className="order-values__row">
          <dt>{DELIVERY_FEE_LABEL}</dt>
          <dd>{order.frete.valor === 0 ? FREE_DELIVERY_TEXT : order.frete.texto}</dd>
        </div>
        {order.desconto.valor > 0 && (
          <div className="order-values__row order-values__row--discount">
            <dt>
              Desconto
              {order.cupom && <span className="order-values__hint"> · cupom {order.cupom}</span>}
            </dt>
            <dd>- {order.desconto.texto}</dd>
          </div>
        )}
        {order.gift_card.map((card) => (
          <div key={card.numero_cartao_mascarado} className="order-values__row">
            <dt>
              {GIFT_CARD_LABEL} {card.numero_cartao_mascarado}
            </dt>
            <dd>- {card.valor_debitado.texto}</dd>
          </div>
        ))}
        <div className="order-values__row order-values__row--total">
          <dt>Total</dt>
          <dd data-testid="pedido-total">{order.total.texto}</dd>
        </div>
      </dl>
      {order.pontos_shinguru !== null && order.pontos_shinguru > 0 && (
        <p className="order-points">
          <img className="order-points__icon" src={SHINGURU_POINTS_ICON} alt="" width={24} height={24} />
          {shinguruPointsText(order.pontos_shinguru)}
        </p>
      )}
    </section>
  );
}
