import { AppLink } from '../../../ui/app-link.tsx';
import { Icon } from '../../../ui/icon.tsx';
import { searchOutline } from './address-icons.ts';

/** The search box of receber-endereco and meus-enderecos: it opens buscar-endereco. */
export function AddressSearchBox() {
  return (
    <AppLink to="/buscar-endereco" className="address-search-box">
      <Icon icon={searchOutline} />
      <span>Buscar endereço e número</span>
    </AppLink>
  );
}
