import { IonRouterOutlet } from '@ionic/react';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { Navigate, Route, useLocation } from 'react-router-dom';
import { bagUnits, useBag } from '../../features/bag/index.ts';
import { CookieBanner } from '../../features/consent/pages/index.ts';
import { afterFirstScreen, FIRST_SCREEN_WAIT_MS } from '../../lib/first-screen-ready.ts';
import { onOverlaysRequested } from '../../lib/overlay-demand.ts';
import { useIsDesktop } from '../../lib/responsive.ts';
import { onScreenModalRequested } from '../../lib/screen-demand.ts';
import { whenIdle } from '../../lib/when-idle.ts';
import { HOME_PATH } from '../guards.ts';
import { lazyPage } from '../lazy-page.ts';
import { RouteView } from '../route-view.tsx';
import { appRoutes } from '../routes.tsx';
import { DesktopTopBar } from './desktop-top-bar.tsx';
import { MobileTabBar } from './mobile-tab-bar.tsx';
import { RouteTracker } from './route-tracker.tsx';
import type { ShellModalRequest } from './shell-modal.tsx';
import { useNav } from './use-nav.ts';

const OverlayHosts = lazy(() => import('./overlay-hosts.tsx'));
// loaded without suspending (lazy-page.ts): the first modal would otherwise wait 300 ms for React to reveal it
const shellModal = lazyPage(() => import('./shell-modal.tsx'), null);
const BagBar = lazy(() => import('../screens.ts').then((module) => ({ default: module.BagBar })));
const runAccountArea = () => import('../screens.ts').then((module) => module.otherScreens());

/** The root shell (§2): router outlet, top bar or tab bar, cookie banner and the app-wide overlays. */
export function Shell() {
  const isDesktop = useIsDesktop();
  const { pathname } = useLocation();
  const [modal, setModal] = useState<ShellModalRequest | null>(null);
  const [modalUsed, setModalUsed] = useState(false);
  const [overlaysReady, setOverlaysReady] = useState(false);
  const withTabs = !isDesktop && pathname.startsWith('/tabs/');
  // the bar lives with the ordering screens: their chunk is not run for a bag with nothing in it
  const bagFilled = bagUnits(useBag()) > 0;

  // the overlays' chunk (toasts, dialogs) waits for the first screen like the prefetch does, unless one is asked for
  useEffect(() => {
    const load = () => setOverlaysReady(true);
    afterFirstScreen(() => whenIdle(load), FIRST_SCREEN_WAIT_MS);
    return onOverlaysRequested(load);
  }, []);

  const openModal = useCallback((request: ShellModalRequest | null) => {
    if (request) setModalUsed(true);
    setModal(request);
  }, []);

  useEffect(() => onScreenModalRequested(openModal), [openModal]);

  // The account area's watchers (the device's push link, the offer of the device's addresses) live with the other
  // lazy screens: a start already logged in runs that chunk once the first screen is in and the page idle, as a
  // login screen would; not before, where it competed with the checkout's or an order's own code (ADR 0177).
  const loggedIn = Boolean(useNav().user);
  useEffect(() => {
    if (loggedIn) afterFirstScreen(() => whenIdle(() => void runAccountArea()), FIRST_SCREEN_WAIT_MS);
  }, [loggedIn]);

  return (
    <div className={withTabs ? 'shell shell--with-tabs' : 'shell'}>
      {isDesktop && <DesktopTopBar onOpenBag={() => openModal({ name: 'bag' })} />}
      <div className="shell__outlet-frame">
        <IonRouterOutlet>
          {appRoutes.map((route) =>
            route.redirectTo ? (
              <Route
                key={route.path}
                path={route.path}
                element={<Navigate to={route.redirectTo} replace />}
              />
            ) : (
              <Route key={route.path} path={route.path} element={<RouteView route={route} />} />
            ),
          )}
          <Route path="/" element={<Navigate to={HOME_PATH} replace />} />
          <Route path="*" element={<Navigate to={HOME_PATH} replace />} />
        </IonRouterOutlet>
        {overlaysReady && bagFilled && !isDesktop && pathname === '/tabs/cardapio' && (
          <Suspense fallback={null}>
            <BagBar />
          </Suspense>
        )}
      </div>
      {withTabs && <MobileTabBar />}
      <CookieBanner />
      <Suspense fallback={null}>
        {modalUsed && <shellModal.Component request={modal} onClose={() => setModal(null)} />}
        {overlaysReady && <OverlayHosts />}
      </Suspense>
      <RouteTracker />
    </div>
  );
}
