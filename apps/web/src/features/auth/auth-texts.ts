/** The login, sign-up and password screens' pt-BR labels; their titles are in auth-titles.ts. */
export const ENTER_CODE_HEADING = 'Digite o código';
export const SEND_CODE_LABEL = 'Enviar código';
export const BIRTH_DATE_LABEL = 'Data de nascimento';
/** The marketing push preference, in the sign-up permissions and in the notification settings. */
export const MARKETING_PUSH_LABEL = 'Notificação';
