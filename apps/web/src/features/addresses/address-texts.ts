/** The address screens' pt-BR labels and messages; their titles are in address-titles.ts. */
export const ADDRESS_NUMBER_QUESTION = 'Qual é o número?';
export const NUMBER_LABEL = 'Número';
export const NO_NUMBER_LABEL = 'Sem número';
export const ADDRESSES_SAVED_MESSAGE = 'Endereços salvos na sua conta.';
