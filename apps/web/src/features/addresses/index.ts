// Public API of addresses: the delivery address (`endereco`, `enderecos`, `editar-endereco`,
// `localizacao-atual`), its point and one-line form. Its screens are in pages/index.ts, for app/.
export { type AddressLineParts, numberLabel, streetLine } from './address-line.ts';
export { prefillAddressCep } from './address-prefill.ts';
export type { DeliveryAddress } from './address-rules.ts';
export { useHasDeliveryAddress } from './address-storage.ts';
export { MY_ADDRESSES_TITLE } from './address-titles.ts';
export { readCurrentAddress, useCurrentAddress } from './current-address.ts';
export { offerLocalAddressesOnLogin } from './local-addresses-offer.ts';
export { pointOf } from './point.ts';
