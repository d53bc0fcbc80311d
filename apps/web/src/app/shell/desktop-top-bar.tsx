import bagHandleOutline from 'ionicon:bagHandleOutline';
import locationOutline from 'ionicon:locationOutline';
import personCircleOutline from 'ionicon:personCircleOutline';
import { brand } from '../../config/brand.ts';
import { streetLine, useCurrentAddress } from '../../features/addresses/index.ts';
import { firstName } from '../../features/auth/index.ts';
import { DELIVERY_ADDRESS_LABEL, LOGIN_CALL } from '../../features/menu/menu-texts.ts';
import { ENTER_ADDRESS_LABEL, GREETING } from '../../lib/texts.ts';
import { AppLink } from '../../ui/app-link.tsx';
import { Icon } from '../../ui/icon.tsx';
import { MAIN_NAVIGATION_LABEL } from './nav-items.ts';
import { useNav } from './use-nav.ts';
import './desktop-top-bar.css';

/** Table reservations: a desktop-only link beside the sections, highlighted instead of its route's tab. */
const RESERVATIONS = '/tabs/reservas';

/** The desktop top bar (768 px and wider): logo, section links, account and the bag button. */
export function DesktopTopBar({ onOpenBag }: { onOpenBag: () => void }) {
  const { items, activeTab, user, pathname } = useNav();
  const onReservations = pathname === RESERVATIONS;
  const address = useCurrentAddress();
  return (
    <nav
      className={items.some((item) => item.loyaltyOnly) ? 'top-bar top-bar--crowded' : 'top-bar'}
      aria-label={MAIN_NAVIGATION_LABEL}
    >
      <div className="top-bar__inner">
        <AppLink
          to="/tabs/cardapio"
          direction="root"
          className="top-bar__brand"
          aria-label={`${brand.name}, cardápio`}
        >
          <img src={brand.logo} alt="" width="148" height="40" />
        </AppLink>
        <div className="top-bar__nav">
          <ul>
            {items.map((item) => {
              const active = !onReservations && item.tab === activeTab;
              return (
                <li key={item.tab}>
                  <AppLink
                    to={item.path}
                    direction="root"
                    className={active ? 'top-bar__link top-bar__link--active' : 'top-bar__link'}
                    aria-current={active ? 'page' : undefined}
                  >
                    {item.label}
                  </AppLink>
                </li>
              );
            })}
            <li className="top-bar__extra">
              <AppLink
                to={RESERVATIONS}
                className={onReservations ? 'top-bar__link top-bar__link--active' : 'top-bar__link'}
                aria-current={onReservations ? 'page' : undefined}
              >
                Reservas
              </AppLink>
            </li>
          </ul>
        </div>
        <div className="top-bar__actions">
          <AppLink to="/receber-endereco" className="top-bar__address">
            <Icon icon={locationOutline} />
            <span className="top-bar__address-text">
              <span className="visually-hidden">{DELIVERY_ADDRESS_LABEL}</span>
              {address ? streetLine(address) : ENTER_ADDRESS_LABEL}
            </span>
          </AppLink>
          {user ? (
            <AppLink to="/tabs/perfil" direction="root" className="top-bar__account">
              <Icon icon={personCircleOutline} />
              <span>
                {GREETING} {firstName(user)}
              </span>
            </AppLink>
          ) : (
            <AppLink to="/login" className="top-bar__login">
              {LOGIN_CALL}
            </AppLink>
          )}
          <button type="button" className="top-bar__bag" onClick={onOpenBag}>
            <Icon icon={bagHandleOutline} />
            <span>Sacola</span>
          </button>
        </div>
      </div>
    </nav>
  );
}
