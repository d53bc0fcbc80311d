import type { OrderPaymentInput } from '@comanda/contract';
import { CARD_BRANDS, type CardBrand, type PaymentChoice } from '@comanda/domain';

/** What the checkout says when no usable payment is chosen (the order contract's own wording). */
export const CHOOSE_PAYMENT_MESSAGE = 'Escolha uma forma de pagamento.';

function knownBrand(bandeira: string | undefined): CardBrand | undefined {
  if (!bandeira) return undefined;
  return CARD_BRANDS.find((brand) => brand.localeCompare(bandeira, 'pt-BR', { sensitivity: 'base' }) === 0);
}

/**
 * The stored §3 Payment method choice (`forma-pagamento`) as POST /api/pedido takes it: a saved card charged in the
 * app, Pix, cash with the change asked for (centavos, none at 0) or a card on delivery by `forma` and brand. Null
 * when the choice is not complete enough to pay with (no card picked, a card on delivery without a known brand).
 */
export function orderPayment(choice: PaymentChoice | undefined): OrderPaymentInput | null {
  if (!choice) return null;
  switch (choice.tipo_forma_pgto) {
    case 'online':
      return choice.cartao ? { tipo: 'cartao', cartao_id: choice.cartao.id } : null;
    case 'pix':
      return { tipo: 'pix' };
    case 'entrega': {
      if (choice.forma === 'CASH') {
        const change = choice.valor ?? 0;
        return { tipo: 'dinheiro', troco_para: change > 0 ? change : null };
      }
      const bandeira = knownBrand(choice.bandeira);
      if (choice.forma === null || !bandeira) return null;
      return { tipo: 'cartao_entrega', forma: choice.forma, bandeira };
    }
    default: {
      const unknown: never = choice.tipo_forma_pgto;
      throw new Error(`unknown payment kind ${String(unknown)}`);
    }
  }
}

/** GA4's `payment_type` of a payment: what the customer chose, in words. */
export function paymentTypeLabel(payment: OrderPaymentInput): string {
  switch (payment.tipo) {
    case 'cartao':
      return 'Cartão pelo app';
    case 'pix':
      return 'Pix';
    case 'dinheiro':
      return 'Dinheiro na entrega';
    case 'cartao_entrega':
      return 'Cartão na entrega';
    default: {
      const unknown: never = payment;
      throw new Error(`unknown payment ${JSON.stringify(unknown)}`);
    }
  }
}
