import { IDEMPOTENCY_MESSAGES } from '../../http/idempotency.ts';

/** The orders module's pt-BR texts (the spec's own are imported from packages/domain). */
export const ORDER_MESSAGES = {
  ...IDEMPOTENCY_MESSAGES,
  notFound: 'Pedido não encontrado.',
  totalChanged: 'O valor do seu pedido mudou. Confira o novo total e confirme novamente.',
  addressNotFound: 'Endereço não encontrado.',
  paymentNotOffered: 'Esta loja não aceita essa forma de pagamento no momento.',
  cashChangeTooLow: 'O troco deve ser maior que o total do pedido.',
  placed: 'Pedido realizado com sucesso!',
  pixCreated: 'Pedido recebido! Pague com Pix para confirmá-lo.',
  confirming: 'Recebemos seu pedido e estamos confirmando o pagamento.',
  pixUnavailable: 'Não foi possível gerar o Pix agora. Tente novamente ou escolha outra forma de pagamento.',
  pixNotSimulable: 'Não há Pix a pagar neste pedido.',
  transitionInvalid: (from: string, to: string) =>
    `Não é possível passar o pedido de "${from}" para "${to}".`,
  pixExpired: 'O prazo para pagar o Pix terminou e o pedido foi cancelado.',
  notCompleted: 'O pagamento não foi concluído. Escolha outra forma de pagamento.',
};

/** Labels of the payment as the order shows it. */
export const PAYMENT_LABELS = {
  CREDIT: 'Cartão de crédito',
  DEBIT: 'Cartão de débito',
  MEAL_VOUCHER: 'Vale-refeição',
  pix: 'Pix',
  cash: 'Dinheiro',
  giftCard: 'Pago com gift card',
} as const;
