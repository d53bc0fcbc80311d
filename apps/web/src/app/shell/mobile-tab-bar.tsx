import personCircleOutline from 'ionicon:personCircleOutline';
import receiptOutline from 'ionicon:receiptOutline';
import restaurantOutline from 'ionicon:restaurantOutline';
import ribbonOutline from 'ionicon:ribbonOutline';
import storefrontOutline from 'ionicon:storefrontOutline';
import { AppLink } from '../../ui/app-link.tsx';
import { Icon } from '../../ui/icon.tsx';
import type { TabName } from '../routes.tsx';
import { MAIN_NAVIGATION_LABEL } from './nav-items.ts';
import { useNav } from './use-nav.ts';
import './mobile-tab-bar.css';

const ICONS: Record<TabName, string> = {
  cardapio: restaurantOutline,
  restaurantes: storefrontOutline,
  shinguru: ribbonOutline,
  historico: receiptOutline,
  perfil: personCircleOutline,
};

/** The mobile tab bar (below 768 px), shown on the tabs/* screens. */
export function MobileTabBar() {
  const { items, activeTab } = useNav();
  return (
    <nav className="tab-bar" aria-label={MAIN_NAVIGATION_LABEL}>
      <ul className="tab-bar__list">
        {items.map((item) => {
          const active = item.tab === activeTab;
          return (
            <li key={item.tab}>
              <AppLink
                to={item.path}
                direction="root"
                className={active ? 'tab-bar__link tab-bar__link--active' : 'tab-bar__link'}
                aria-current={active ? 'page' : undefined}
              >
                <Icon icon={ICONS[item.tab]} />
                <span>{item.label}</span>
              </AppLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
