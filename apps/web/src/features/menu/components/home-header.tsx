import { IonHeader, IonIcon, IonToolbar } from '@ionic/react';
import { bagHandleOutline, chevronDownOutline, locationOutline } from 'ionicons/icons';
import { brand } from '../../../config/brand.ts';
import { firstName, useCurrentUser } from '../../../lib/auth.ts';
import { AppLink } from '../../../ui/app-link.tsx';
import type { StoredAddress, StoredStore } from '../hooks/use-current-store.ts';
import './home-header.css';

function addressLine(address: StoredAddress): string {
  const number = String(address.numero) === '0' ? 's/n' : String(address.numero);
  return `${address.logradouro}, ${number}`;
}

/** The home top bar (§2): where the order goes and which store serves it; login for visitors. */
export function HomeHeader({
  store,
  address,
}: {
  store?: StoredStore | undefined;
  address?: StoredAddress | undefined;
}) {
  const user = useCurrentUser();
  return (
    <IonHeader className="ion-no-border home-header">
      <IonToolbar>
        <div className="home-header__row">
          <img className="home-header__mark" src={brand.icon} alt="" width="40" height="40" />
          <div className="home-header__where">
            <AppLink to="/buscar-endereco" className="home-header__address">
              <IonIcon icon={locationOutline} aria-hidden="true" />
              <span className="home-header__address-text">
                <span className="visually-hidden">Endereço de entrega: </span>
                {address ? addressLine(address) : 'Informe seu endereço'}
              </span>
              <IonIcon icon={chevronDownOutline} aria-hidden="true" className="home-header__chevron" />
            </AppLink>
            <p className="home-header__store">{store ? `${brand.name} · ${store.nome}` : brand.name}</p>
          </div>
          {!user && (
            <AppLink to="/login" className="home-header__login">
              Faça o login!
            </AppLink>
          )}
          <AppLink to="/sacola" className="home-header__bag" aria-label="Sacola">
            <IonIcon icon={bagHandleOutline} aria-hidden="true" />
          </AppLink>
        </div>
        {user && <p className="visually-hidden">Olá, {firstName(user)}</p>}
      </IonToolbar>
    </IonHeader>
  );
}
