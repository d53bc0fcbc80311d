import type { PricedBag } from '@comanda/contract';
import { GIFT_CARD_PAID_LABEL } from '@comanda/domain';

/** What the checkout shows instead of a payment choice when the gift cards cover the whole order. */
export const PAID_BY_GIFT_CARD = GIFT_CARD_PAID_LABEL;

/** Nothing left to pay: no payment method to pick, no change to ask for; the cards that pay and how much each. */
export function GiftCardPaid({ giftCards }: { giftCards: PricedBag['totais']['gifts_cards'] }) {
  return (
    <section className="checkout-card" aria-labelledby="pagamento-gift-card">
      <h2 id="pagamento-gift-card" className="checkout-card__title">
        Pagamento
      </h2>
      <p className="checkout-paid" data-testid="pago-com-gift-card">
        {PAID_BY_GIFT_CARD}
      </p>
      <ul className="checkout-paid__cards">
        {giftCards.map((card) => (
          <li key={card.numero_cartao_mascarado}>
            <span>Gift card {card.numero_cartao_mascarado}</span>
            <span>{card.valor_debitado.texto}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
