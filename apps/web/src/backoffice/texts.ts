/** The back office's own pt-BR texts (the API's messages are shown as they come). */
export const BACKOFFICE_TITLE = 'Gestão';
export const ROLE_NAMES = { admin: 'Administrador', gerente: 'Gerente', operador: 'Operador' } as const;
export const SAVED = 'Alterações salvas.';
export const LOADING = 'Carregando…';
