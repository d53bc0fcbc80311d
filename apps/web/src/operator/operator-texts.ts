/** The store's order board title (the key form and the board). */
export const BOARD_TITLE = 'Painel de pedidos';
