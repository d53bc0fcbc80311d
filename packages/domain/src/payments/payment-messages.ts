/** The pt-BR messages of payments, cards and donations that the API answers and the web app shows. */
/** How a credit card payment is named (the order's payment, the donation's method). */
export const CREDIT_CARD_LABEL = 'Cartão de crédito';
export const NO_PAYMENT_OPTIONS_MESSAGE =
  'Este restaurante não tem formas de pagamento disponíveis no momento.';
export const CARD_SAVED_MESSAGE = 'Cartão cadastrado com sucesso!';
export const CARD_DELETED_MESSAGE = 'Cartão excluído com sucesso!';
export const DONATION_THANKS_MESSAGE = 'Obrigado pela sua doação!';
export const DONATION_CONFIRMING_MESSAGE = 'Recebemos sua doação e estamos confirmando o pagamento.';
export const DONATION_NOT_FOUND_MESSAGE = 'Doação não encontrada.';
