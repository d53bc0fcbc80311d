/** The cards screens' titles, apart from card-texts.ts so the route table (first load) takes only these. */
export const CARDS_PAGE_TITLE = 'Formas de pagamento';
export const ADD_CARD_TITLE = 'Adicionar cartão';
