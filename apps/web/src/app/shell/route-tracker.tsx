import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { brand } from '../../config/brand.ts';
import { readCurrentUser } from '../../features/auth/index.ts';
import { trackPageView, trackUserId } from '../../lib/analytics.ts';
import { findRoute } from '../route-match.ts';

/** Titles the document and records a page view (and who is viewing) on every navigation. */
export function RouteTracker() {
  const { pathname } = useLocation();
  useEffect(() => {
    const route = findRoute(pathname);
    if (route?.redirectTo || !route) return;
    document.title =
      route.path === '/tabs/cardapio'
        ? `${brand.name} — Cardápio e delivery`
        : `${route.title} | ${brand.name}`;
    trackPageView(pathname, document.title);
    const user = readCurrentUser();
    if (user?.id_externo) trackUserId(user.id_externo);
  }, [pathname]);
  return null;
}
