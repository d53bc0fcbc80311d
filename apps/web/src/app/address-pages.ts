// The address screens (receber-endereco, buscar-endereco, the map, the form, the number, meus-enderecos) travel in
// one lazy chunk, like the account and ordering areas (ADR 0050), the map (Leaflet and its CSS) included: a
// chunk of its own would share modules with this one and the bundler would then split the first load apart.
export { LocalAddressesOffer } from '../features/addresses/components/local-addresses-offer.tsx';
export { EditAddressPage, NewAddressPage } from '../features/addresses/pages/address-form-page.tsx';
export { AddressNumberPage } from '../features/addresses/pages/address-number-page.tsx';
export { MapConfirmationPage } from '../features/addresses/pages/map-confirmation-page.tsx';
export { MyAddressesPage } from '../features/addresses/pages/my-addresses-page.tsx';
export { ReceiveAddressPage } from '../features/addresses/pages/receive-address-page.tsx';
export { SearchAddressPage } from '../features/addresses/pages/search-address-page.tsx';
