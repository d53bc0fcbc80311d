export { DONATION_PAYMENT_TITLE, DONATION_PIX_TITLE, DONATION_TITLE } from './donation-titles.ts';
export const ASK_QUESTION = 'Quer ajudar com uma doação?';
export const ASK_TEXT =
  'Sua doação vai para o Banco de Alimentos parceiro da Hanami Sushi e vira refeições para famílias da região. ' +
  'Ela é cobrada à parte e não muda o valor do seu pedido.';
export const LOGIN_TO_DONATE = 'Faça login para fazer uma doação.';
export const CHOOSE_CARD_MESSAGE = 'Escolha o cartão da doação.';
export const PIX_EXPIRED_MESSAGE = 'O código Pix expirou e a doação não foi cobrada.';
