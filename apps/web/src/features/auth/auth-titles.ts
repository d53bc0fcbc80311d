/** The login and sign-up screens' titles, apart from auth-texts.ts so the route table (first load) takes only these. */
export const LOGIN_EMAIL_TITLE = 'Entrar com e-mail';
export const LOGIN_PHONE_TITLE = 'Entrar com celular';
export const FORGOT_PASSWORD_TITLE = 'Esqueci minha senha';
export const CONFIRM_CODE_TITLE = 'Confirmar código';
export const CONFIRM_EMAIL_CODE_TITLE = 'Confirmar código do e-mail';
export const VALIDATE_EMAIL_TITLE = 'Validar e-mail';
export const PERMISSIONS_TITLE = 'Permissões';
