/** The address screens' titles, apart from address-texts.ts so the route table (first load) takes only these. */
export const MY_ADDRESSES_TITLE = 'Meus endereços';
export const RECEIVE_ADDRESS_TITLE = 'Onde você quer receber?';
export const SEARCH_ADDRESS_TITLE = 'Buscar endereço';
export const CONFIRM_LOCATION_TITLE = 'Confirmar localização';
export const NEW_ADDRESS_TITLE = 'Cadastrar endereço';
export const EDIT_ADDRESS_TITLE = 'Editar endereço';
export const ADDRESS_NUMBER_TITLE = 'Número do endereço';
