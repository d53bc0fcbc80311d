/** pt-BR texts the screens share (and no rule owns), kept out of the menu's first load (see lib/texts.ts). */

/** The button that reloads a list or an order that failed to load. */
export const RETRY_LOAD_LABEL = 'Tentar de novo';
export const SEE_MENU_LABEL = 'Ver cardápio';
export const SEE_THE_MENU_LABEL = 'Ver o cardápio';
export const BACK_TO_MENU_LABEL = 'Voltar ao cardápio';
export const NOT_NOW_LABEL = 'Agora não';
/** Before the delivery time in minutes. */
export const DELIVERY_IN_ABOUT = 'Entrega em cerca de';
/** The CPF printed on the receipt (§3 cpf): checkout's section, the account's screen, the store's order card. */
export const CPF_ON_RECEIPT_LABEL = 'CPF na nota';
/** Before the change asked for a cash payment. */
export const CHANGE_FOR_LABEL = 'Troco para';
/** The bar shown while the device has no connection (the menu shown is the one kept from the last visit). */
export const OFFLINE_BANNER_TEXT =
  'Você está sem internet. Mostrando o cardápio salvo; para pedir, conecte-se.';
/** Placing an order, or going to place one, without a connection: it is refused, never queued. */
export const OFFLINE_ORDER_MESSAGE = 'Você está sem internet. Conecte-se para finalizar o pedido.';
/** The prompt shown when a new version of the app has been installed in the background. */
export const UPDATE_READY_TEXT = 'Uma nova versão do app está disponível.';
export const UPDATE_NOW_LABEL = 'Atualizar';
