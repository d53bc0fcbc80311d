// Kept apart from the menu's schemas: the web app's first load reads this name and needs none of them.
/**
 * The id of the element in which the server sends, inside the menu's page, the answers of GET cardapio,
 * buscar_kit_delivery and banners for the brand's default menu: the first screen needs no request of its own.
 */
export const FIRST_SCREEN_DATA_ID = 'comanda-primeira-tela';
