/** The payment screens' titles, apart from payment-texts.ts so the route table (first load) takes only these. */
export const ADD_PAYMENT_TITLE = 'Adicionar pagamento';
