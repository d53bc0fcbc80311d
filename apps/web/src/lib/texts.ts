/**
 * pt-BR texts shown by several features (and by no rule) that the menu's first load shows too: each is written here
 * once and imported where used. Texts only the other screens share are in ui/texts.ts, so that they stay out of the
 * first load (a module comes whole into the chunk of its first importer).
 */

/** What a failed call shows when its answer carries no message of its own (no connection, a proxy's page, a 5xx). */
export const REQUEST_FAILED_MESSAGE = 'Ocorreu um erro, tente novamente!';

/** The button that repeats what failed (a load, a payment). */
export const TRY_AGAIN_LABEL = 'Tentar novamente';
/** Read after a link that opens another tab (visually hidden); the leading space separates it from the link text. */
export const OPENS_IN_NEW_TAB_TEXT = ' (abre em nova aba)';
export const SESSION_EXPIRED_TITLE = 'Sessão expirada';
export const PRIVACY_POLICY_TITLE = 'Política de privacidade';
export const TERMS_OF_USE_TITLE = 'Termos de uso';
/** The titles of the generic confirm and input dialogs when the caller gives none. */
export const CONFIRMATION_TITLE = 'Confirmação';
export const INFORMATION_TITLE = 'Informação';
/** The greeting before the customer's first name. */
export const GREETING = 'Olá,';
/** Where the delivery address is shown before the customer has given one. */
export const ENTER_ADDRESS_LABEL = 'Informe seu endereço';
