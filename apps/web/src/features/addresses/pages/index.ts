// What app/ mounts from addresses: the address screens.
export { EditAddressPage, NewAddressPage } from './address-form-page.tsx';
export { AddressNumberPage } from './address-number-page.tsx';
export { MapConfirmationPage } from './map-confirmation-page.tsx';
export { MyAddressesPage } from './my-addresses-page.tsx';
export { ReceiveAddressPage } from './receive-address-page.tsx';
export { SearchAddressPage } from './search-address-page.tsx';
