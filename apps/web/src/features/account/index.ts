export { ADD_CPF_TITLE, MY_ACCOUNT_TITLE } from './account-texts.ts';
