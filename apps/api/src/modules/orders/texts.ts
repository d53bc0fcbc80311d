import {
  CASH_CHANGE_TOO_LOW_MESSAGE,
  CREDIT_CARD_LABEL,
  GIFT_CARD_PAID_LABEL,
  MEAL_VOUCHER_LABEL,
  ORDER_CONFIRMING_MESSAGE,
  ORDER_NOT_COMPLETED_MESSAGE,
  ORDER_NOT_FOUND_MESSAGE,
  ORDER_PLACED_MESSAGE,
} from '@comanda/domain';
import { IDEMPOTENCY_MESSAGES } from '../../http/idempotency.ts';
import { ADDRESS_MESSAGES } from '../addresses/index.ts';

/** The orders module's pt-BR texts (the spec's own are imported from packages/domain). */
export const ORDER_MESSAGES = {
  ...IDEMPOTENCY_MESSAGES,
  notFound: ORDER_NOT_FOUND_MESSAGE,
  totalChanged: 'O valor do seu pedido mudou. Confira o novo total e confirme novamente.',
  addressNotFound: ADDRESS_MESSAGES.notFound,
  paymentNotOffered: 'Esta loja não aceita essa forma de pagamento no momento.',
  cashChangeTooLow: CASH_CHANGE_TOO_LOW_MESSAGE,
  placed: ORDER_PLACED_MESSAGE,
  pixCreated: 'Pedido recebido! Pague com Pix para confirmá-lo.',
  confirming: ORDER_CONFIRMING_MESSAGE,
  pixUnavailable: 'Não foi possível gerar o Pix agora. Tente novamente ou escolha outra forma de pagamento.',
  pixNotSimulable: 'Não há Pix a pagar neste pedido.',
  transitionInvalid: (from: string, to: string) =>
    `Não é possível passar o pedido de "${from}" para "${to}".`,
  pixExpired: 'O prazo para pagar o Pix terminou e o pedido foi cancelado.',
  notCompleted: ORDER_NOT_COMPLETED_MESSAGE,
};

/** Labels of the payment as the order shows it. */
export const PAYMENT_LABELS = {
  CREDIT: CREDIT_CARD_LABEL,
  DEBIT: 'Cartão de débito',
  MEAL_VOUCHER: MEAL_VOUCHER_LABEL,
  pix: 'Pix',
  cash: 'Dinheiro',
  giftCard: GIFT_CARD_PAID_LABEL,
} as const;
