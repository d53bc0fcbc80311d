/** The account screens' pt-BR titles and labels (the route table and the checkout use some). */
export const MY_ACCOUNT_TITLE = 'Minha conta';
export const ADD_CPF_TITLE = 'Adicionar CPF';
export const DEACTIVATE_ACCOUNT_LABEL = 'Desativar conta';
export const DELETE_ACCOUNT_LABEL = 'Excluir conta';
