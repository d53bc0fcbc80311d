/** The orders screens' pt-BR texts (the route table uses the details title). */
export const ORDER_DETAILS_TITLE = 'Detalhes do pedido';
export const ORDER_AGAIN_LABEL = 'Pedir de novo';
