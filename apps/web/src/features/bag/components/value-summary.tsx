import type { WireBagTotals, WireDiscount } from '@comanda/contract';
import {
  DELIVERY_FEE_LABEL,
  FREE_DELIVERY_TEXT,
  GIFT_CARD_LABEL,
  VALUES_SUMMARY_TITLE,
} from '../bag-texts.ts';
import './bag.css';

interface ValueSummaryProps {
  totals: WireBagTotals;
  coupon: WireDiscount | null;
  estimatedFee: boolean;
  updating: boolean;
}

/**
 * §2 Value summary from the server's totals: valor_itens, frete, desconto (with the coupon and its texto),
 * valor_desconto_porc, each gift card (masked number and valor_debitado) and total.
 */
export function ValueSummary({ totals, coupon, estimatedFee, updating }: ValueSummaryProps) {
  const feeDiscounted = totals.frete.valor < totals.valor_frete.valor;
  return (
    <section className="summary" aria-labelledby="resumo-titulo" aria-busy={updating || undefined}>
      <h2 id="resumo-titulo" className="bag-section__title">
        {VALUES_SUMMARY_TITLE}
      </h2>
      <dl className="summary__rows">
        <div className="summary__row">
          <dt>Subtotal</dt>
          <dd data-testid="valor-itens">{totals.valor_itens.texto}</dd>
        </div>
        <div className="summary__row">
          <dt>
            {DELIVERY_FEE_LABEL}
            {estimatedFee && <span className="summary__hint"> (estimada)</span>}
          </dt>
          <dd data-testid="frete">
            {feeDiscounted && <s className="summary__struck">{totals.valor_frete.texto}</s>}
            {totals.frete.valor === 0 ? FREE_DELIVERY_TEXT : totals.frete.texto}
          </dd>
        </div>
        {(totals.desconto.valor > 0 || coupon) && (
          <div className="summary__row summary__row--discount">
            <dt className="summary__label">
              <span>Desconto</span>
              {coupon && (
                <span className="summary__hint summary__coupon">
                  {' '}
                  · cupom <span className="summary__code">{coupon.cupom}</span>
                  {/* the coupon's own amount, only when it is not the whole discount already shown beside it */}
                  {coupon.desconto.valor !== totals.desconto.valor && ` (${coupon.desconto.texto})`}
                </span>
              )}
            </dt>
            <dd data-testid="desconto">- {totals.desconto.texto}</dd>
          </div>
        )}
        {totals.valor_desconto_porc.valor > 0 && (
          <div className="summary__row summary__row--sub">
            <dt>Desconto percentual</dt>
            <dd data-testid="valor-desconto-porc">{totals.valor_desconto_porc.texto}</dd>
          </div>
        )}
        {totals.gifts_cards.map((card) => (
          <div key={card.token || card.numero_cartao_mascarado} className="summary__row summary__row--gift">
            <dt>
              {GIFT_CARD_LABEL} {card.numero_cartao_mascarado}
            </dt>
            <dd data-testid="gift-card-debitado">- {card.valor_debitado.texto}</dd>
          </div>
        ))}
        <div className="summary__row summary__row--total">
          <dt>Total</dt>
          <dd data-testid="total">{totals.total.texto}</dd>
        </div>
      </dl>
    </section>
  );
}
