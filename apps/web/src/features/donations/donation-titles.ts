/** The donation screens' titles, apart from donation-texts.ts so the route table (first load) takes only these. */
export const DONATION_TITLE = 'Doação';
export const DONATION_PAYMENT_TITLE = 'Forma de pagamento da doação';
export const DONATION_PIX_TITLE = 'Pix da doação';
