/** The account screens' pt-BR titles and labels (the route table and the checkout use some). */
export const MY_ACCOUNT_TITLE = 'Minha conta';
export const ADD_CPF_TITLE = 'Adicionar CPF';
export const DEACTIVATE_ACCOUNT_LABEL = 'Desativar conta';
export const DELETE_ACCOUNT_LABEL = 'Excluir conta';
export const DATA_EXPORT_TITLE = 'Seus dados';
export const DATA_EXPORT_LABEL = 'Baixar meus dados';
export const DATA_EXPORT_PREPARING = 'Preparando seus dados…';
export const DATA_EXPORT_DONE = 'Pronto! Seus dados foram baixados.';
