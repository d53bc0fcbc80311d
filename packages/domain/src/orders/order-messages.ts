/** The pt-BR messages of placing and reading an order that the API answers and the web app shows (§3, §4). */
export const ORDER_NOT_FOUND_MESSAGE = 'Pedido não encontrado.';
export const ORDER_PLACED_MESSAGE = 'Pedido realizado com sucesso!';
export const ORDER_CONFIRMING_MESSAGE = 'Recebemos seu pedido e estamos confirmando o pagamento.';
export const ORDER_NOT_COMPLETED_MESSAGE = 'O pagamento não foi concluído. Escolha outra forma de pagamento.';
/** §3: the change asked for a cash payment must exceed the order's total. */
export const CASH_CHANGE_TOO_LOW_MESSAGE = 'O troco deve ser maior que o total do pedido.';
/** The payment label of an order paid in full with gift cards. */
export const GIFT_CARD_PAID_LABEL = 'Pago com gift card';
/** The payment label of a meal-voucher card (VR). */
export const MEAL_VOUCHER_LABEL = 'Vale-refeição';
