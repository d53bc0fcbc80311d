export { ADD_PAYMENT_TITLE } from './payment-titles.ts';

/** The payment choice's pt-BR texts (the cards and the donation use some); the titles are in payment-titles.ts. */
export const PAY_ON_DELIVERY_TITLE = 'Pagamento na entrega';
export const LOADING_PAYMENT_OPTIONS_TEXT = 'Carregando formas de pagamento';
export const PAYMENT_OPTIONS_FAILED_MESSAGE = 'Não foi possível carregar as formas de pagamento agora.';
export const CHANGE_CARD_LABEL = 'Trocar cartão';
export const CHOOSE_CARD_LABEL = 'Escolher cartão';
