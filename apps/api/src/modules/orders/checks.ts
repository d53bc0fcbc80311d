import type { OrderPaymentInput, PaymentOptionsData } from '@comanda/contract';
import { deliveryCardForma, postalAddressOf } from '@comanda/domain';
import type { OrderAddressSnapshot } from '../../db/schema/orders.ts';
import { HttpError } from '../../http/errors.ts';
import type { AddressRow } from '../addresses/index.ts';
import type { ChargeableCard } from '../cards/index.ts';
import type { PaymentRow, PaymentsService, StorePayments } from '../payments/index.ts';
import { ORDER_MESSAGES } from './texts.ts';

const notOffered = () => new HttpError(422, 'payment_method_not_offered', ORDER_MESSAGES.paymentNotOffered);

/** The store's payment options (`GET pagamentos`) from its rows as read; a store offering nothing refuses all. */
export function storeOptions(
  payments: Pick<PaymentsService, 'optionsOf'>,
  store: StorePayments | undefined,
): PaymentOptionsData {
  try {
    return payments.optionsOf(store);
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 404) throw notOffered();
    throw error;
  }
}

/** The payment row's part that the customer's choice decides. */
export type PaymentChoice = Pick<
  PaymentRow,
  'tipo' | 'forma' | 'bandeira' | 'cardId' | 'final' | 'provider' | 'valor' | 'trocoPara' | 'status'
>;

/** The snapshot of the delivery address kept with the order. */
export function addressSnapshot(address: AddressRow): OrderAddressSnapshot {
  const postal = postalAddressOf({ ...address, ponto_referencia: address.pontoReferencia });
  return { ...postal, lat: address.lat, lng: address.lng };
}

/**
 * The payment row for the order, checked against what the store accepts (§7 pagamentos): a saved card of a brand it
 * takes in the app, Pix when offered, cash (with a change-for above the total) or a card brand it takes on
 * delivery. Nothing to pay (gift cards covered it all) is paid by gift card whatever was chosen.
 */
export function paymentRow(
  input: OrderPaymentInput,
  options: PaymentOptionsData,
  total: number,
  card: ChargeableCard | null,
): PaymentChoice {
  const base = { valor: total, trocoPara: null, cardId: null, final: null, provider: null, bandeira: null };
  if (total === 0) return { ...base, tipo: 'gift_card', forma: null, status: 'aprovado' };
  switch (input.tipo) {
    case 'cartao': {
      const brand = card!.card.brand;
      const forma =
        card!.row.tipo === 'meal_voucher'
          ? 'MEAL_VOUCHER'
          : deliveryCardForma(brand, card!.row.tipo === 'debit' ? 'Débito' : 'Crédito');
      if (forma === 'CASH') throw notOffered();
      if (!options.online.cartao[forma].includes(brand)) throw notOffered();
      return {
        ...base,
        tipo: 'cartao',
        forma,
        bandeira: brand,
        cardId: card!.row.id,
        final: card!.row.final,
        provider: card!.gateway.provider,
        status: 'aguardando',
      };
    }
    case 'pix':
      if (!options.online.pix) throw notOffered();
      return { ...base, tipo: 'pix', forma: null, status: 'aguardando' };
    case 'dinheiro': {
      if (!options.entrega.dinheiro) throw notOffered();
      const change = input.troco_para ?? 0;
      if (change > 0 && change <= total)
        throw new HttpError(422, 'cash_change_too_low', ORDER_MESSAGES.cashChangeTooLow);
      return {
        ...base,
        tipo: 'dinheiro',
        forma: 'CASH',
        trocoPara: change > 0 ? change : null,
        status: 'na_entrega',
      };
    }
    case 'cartao_entrega':
      if (!options.entrega.cartao[input.forma].includes(input.bandeira)) throw notOffered();
      return {
        ...base,
        tipo: 'cartao_entrega',
        forma: input.forma,
        bandeira: input.bandeira,
        status: 'na_entrega',
      };
  }
}
