// The address screens (receber-endereco, buscar-endereco, the map, the form, the number, meus-enderecos) travel in
// the account area's chunk (app/account-pages.ts, ADR 0050, ADR 0082); the Leaflet map loads on its own.
import { offerLocalAddressesOnLogin } from '../features/addresses/local-addresses-offer.ts';

export { EditAddressPage, NewAddressPage } from '../features/addresses/pages/address-form-page.tsx';
export { AddressNumberPage } from '../features/addresses/pages/address-number-page.tsx';
export { MapConfirmationPage } from '../features/addresses/pages/map-confirmation-page.tsx';
export { MyAddressesPage } from '../features/addresses/pages/my-addresses-page.tsx';
export { ReceiveAddressPage } from '../features/addresses/pages/receive-address-page.tsx';
export { SearchAddressPage } from '../features/addresses/pages/search-address-page.tsx';

// The area's chunk is fetched once the first screen has painted (preloadLazyRoutes): from then on a login, or a
// start already logged in, offers to move the device's addresses to the account.
offerLocalAddressesOnLogin();
