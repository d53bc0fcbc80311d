import { useLocation } from 'react-router-dom';
import { useCurrentUser } from '../../lib/auth.ts';
import { canSeeLoyaltyLink, type StoredStoreLoyalty } from '../../lib/loyalty.ts';
import { useStored } from '../../lib/use-stored.ts';
import { findRoute } from '../route-match.ts';
import { NAV_ITEMS } from './nav-items.ts';

export function useNav() {
  const { pathname } = useLocation();
  const user = useCurrentUser();
  const store = useStored<StoredStoreLoyalty>('loja');
  const route = findRoute(pathname);
  const showLoyalty = canSeeLoyaltyLink(user, store);
  const items = NAV_ITEMS.filter((item) => !item.loyaltyOnly || showLoyalty);
  return { items, activeTab: route?.tab, user, pathname };
}
