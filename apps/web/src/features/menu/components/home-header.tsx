import bagHandleOutline from 'ionicon:bagHandleOutline';
import chevronDownOutline from 'ionicon:chevronDownOutline';
import locationOutline from 'ionicon:locationOutline';
import { brandedStoreName } from '@comanda/domain';
import { IonHeader, IonToolbar } from '@ionic/react';
import { brand } from '../../../config/brand.ts';
import { ENTER_ADDRESS_LABEL, GREETING } from '../../../lib/texts.ts';
import { AppLink } from '../../../ui/app-link.tsx';
import { Icon } from '../../../ui/icon.tsx';
import { type AddressLineParts, streetLine } from '../../addresses/index.ts';
import { firstName, useCurrentUser } from '../../auth/index.ts';
import type { CurrentStore } from '../../stores/index.ts';
import { DELIVERY_ADDRESS_LABEL, LOGIN_CALL } from '../menu-texts.ts';
import { SearchButton } from './search-button.tsx';
import './home-header.css';

/** The home top bar (§2): where the order goes and which store serves it; login for visitors. */
export function HomeHeader(props: HomeHeaderBarProps) {
  return (
    <IonHeader className="ion-no-border home-header">
      <IonToolbar>
        <HomeHeaderBar {...props} />
      </IonToolbar>
    </IonHeader>
  );
}

interface HomeHeaderBarProps {
  store?: CurrentStore | undefined;
  address?: AddressLineParts | undefined;
  onSearch: () => void;
}

/**
 * The top bar's content. The server's copy of the first screen (ADR 0140) draws it in a plain box of the toolbar's
 * size (`home-header-toolbar`), not in Ionic's elements, which the app's scripts would upgrade under it.
 */
export function HomeHeaderBar({ store, address, onSearch }: HomeHeaderBarProps) {
  const user = useCurrentUser();
  return (
    <>
      <div className="home-header__row">
        <div className="home-header__where">
          <p className="home-header__store">{brandedStoreName(brand.name, store?.nome)}</p>
          <AppLink to="/receber-endereco" className="home-header__address">
            <Icon icon={locationOutline} />
            <span className="home-header__address-text">
              <span className="visually-hidden">{DELIVERY_ADDRESS_LABEL}</span>
              {address ? streetLine(address) : ENTER_ADDRESS_LABEL}
            </span>
            <Icon icon={chevronDownOutline} className="home-header__chevron" />
          </AppLink>
        </div>
        <SearchButton onClick={onSearch} className="home-header__bag home-header__search" />
        {user ? (
          <AppLink to="/sacola" className="home-header__bag" aria-label="Sacola">
            <Icon icon={bagHandleOutline} />
          </AppLink>
        ) : (
          <AppLink to="/login" className="home-header__login">
            {LOGIN_CALL}
          </AppLink>
        )}
      </div>
      {user && (
        <p className="visually-hidden">
          {GREETING} {firstName(user)}
        </p>
      )}
    </>
  );
}
