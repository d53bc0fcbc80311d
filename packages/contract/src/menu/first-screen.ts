// Kept apart from the menu's schemas: the web app's first load reads this name and needs none of them.
/**
 * The id of the element in which the server sends, inside the menu's page, the answers of GET cardapio,
 * buscar_kit_delivery and banners for the brand's default menu: the first screen needs no request of its own.
 */
export const FIRST_SCREEN_DATA_ID = 'comanda-primeira-tela';

/**
 * The meta element in which the web build names the files of its lazy screens' chunk (the ordering and account
 * screens) that the first load does not bring. The server asks for them with the page of any other address than
 * the menu's, so a deep link (a product, the bag, an order) does not wait for the first load to run before its
 * screen's code starts downloading.
 */
export const SCREENS_CHUNK_META = 'comanda-tela-arquivos';
