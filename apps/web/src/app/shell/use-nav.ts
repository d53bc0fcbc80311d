import { useLocation } from 'react-router-dom';
import { useCurrentUser } from '../../features/auth/index.ts';
import { canSeeLoyaltyLink, useLoyaltyRecord } from '../../features/loyalty/index.ts';
import { useCurrentStore } from '../../features/stores/index.ts';
import { findRoute } from '../route-match.ts';
import { NAV_ITEMS } from './nav-items.ts';

export function useNav() {
  const { pathname } = useLocation();
  const user = useCurrentUser();
  const store = useCurrentStore();
  const route = findRoute(pathname);
  // the record arrives after the first screen (features/loyalty/hooks/loyalty-sync.tsx, with the overlays): the link follows it
  const showLoyalty = canSeeLoyaltyLink(user, store, useLoyaltyRecord());
  const items = NAV_ITEMS.filter((item) => !item.loyaltyOnly || showLoyalty);
  return { items, activeTab: route?.tab, user, pathname };
}
