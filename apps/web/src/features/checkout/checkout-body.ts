import type { OrderChannel, OrderPaymentInput, PlaceOrderBody } from '@comanda/contract';
import { purchaseChannelKey } from '../../lib/analytics.ts';
import { priceBody, type StoredBag } from '../bag/index.ts';

/** What the customer confirmed on finalizar-pedido. */
export interface CheckoutDraft {
  bag: StoredBag;
  /** The current store (`loja`), which the order is for. */
  storeId: number;
  /** The applied coupon's code. */
  coupon: string | null;
  /** The saved delivery address (its server id). */
  addressId: number;
  payment: OrderPaymentInput;
  /** The account's CPF when 'CPF na nota' is on. */
  cpf: string | null;
  /** The total the customer saw, in centavos. */
  total: number;
}

/** The channel the order came through (§2 canal-compra): a WhatsApp link, or the app. */
export function orderChannel(): OrderChannel {
  return purchaseChannelKey.read() === 'whatsapp' ? 'whatsapp' : 'app';
}

/**
 * POST /api/pedido's body: the bag as POST /api/carrinho/calcular takes it (without the point: the saved address
 * decides the fee), the address id, the payment, the CPF for the invoice, the total seen and the channel.
 */
export function placeOrderBody(draft: CheckoutDraft, canal: OrderChannel = orderChannel()): PlaceOrderBody {
  const { lojaId, itens, cupom, gift_cards } = priceBody(draft.bag, draft.storeId, draft.coupon, null);
  return {
    lojaId,
    itens,
    cupom: cupom ?? null,
    gift_cards,
    endereco_id: draft.addressId,
    pagamento: draft.payment,
    cpf_nota: draft.cpf,
    total: { valor: draft.total },
    canal,
  };
}
