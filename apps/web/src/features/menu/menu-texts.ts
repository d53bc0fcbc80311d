/** The menu's pt-BR texts (the header's also appear in the desktop top bar). */
export const MENU_TITLE = 'Cardápio';
export const MENU_SEARCH_LABEL = 'Buscar no cardápio';
/** Read before the delivery address in the header (visually hidden); the trailing space separates it. */
export const DELIVERY_ADDRESS_LABEL = 'Endereço de entrega: ';
export const LOGIN_CALL = 'Faça o login!';
