// The address screens (receber-endereco, buscar-endereco, the map, the form, the number, meus-enderecos) travel in
// the account area's chunk (app/account-pages.ts, ADR 0050, ADR 0082); the Leaflet map loads on its own.
import { offerLocalAddressesOnLogin } from '../features/addresses/index.ts';

export {
  AddressNumberPage,
  EditAddressPage,
  MapConfirmationPage,
  MyAddressesPage,
  NewAddressPage,
  ReceiveAddressPage,
  SearchAddressPage,
} from '../features/addresses/pages/index.ts';

// The area's chunk is fetched once the first screen is idle (prefetch-lazy-screens.ts): from then on a login, or a
// start already logged in, offers to move the device's addresses to the account.
offerLocalAddressesOnLogin();
