import { IonModal, IonRouterOutlet } from '@ionic/react';
import { lazy, Suspense, useState } from 'react';
import { Navigate, Route, useLocation } from 'react-router-dom';
import { CookieBanner } from '../../features/consent/components/cookie-banner.tsx';
import { useIsDesktop } from '../../lib/responsive.ts';
import { DialogHost } from '../../ui/dialogs/dialog-host.tsx';
import { PendingScreen } from '../../ui/pending-screen.tsx';
import { HOME_PATH } from '../guards.ts';
import { RouteView } from '../route-view.tsx';
import { appRoutes } from '../routes.tsx';
import { DesktopTopBar } from './desktop-top-bar.tsx';
import { MobileTabBar } from './mobile-tab-bar.tsx';
import { RouteTracker } from './route-tracker.tsx';
import { SessionExpiryHost } from './session-expiry-host.tsx';
import { ToastHost } from './toast-host.tsx';

const PrivacyPolicyScreen = lazy(
  () => import('../../features/institutional/components/privacy-policy-screen.tsx'),
);

type ShellModal = 'policy' | 'bag' | null;

/** The root shell (§2): router outlet, top bar or tab bar, cookie banner and the app-wide hosts. */
export function Shell() {
  const isDesktop = useIsDesktop();
  const { pathname } = useLocation();
  const [modal, setModal] = useState<ShellModal>(null);
  const withTabs = !isDesktop && pathname.startsWith('/tabs/');
  const close = () => setModal(null);

  return (
    <div className={withTabs ? 'shell shell--with-tabs' : 'shell'}>
      {isDesktop && <DesktopTopBar onOpenBag={() => setModal('bag')} />}
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
      </div>
      {withTabs && <MobileTabBar />}
      <CookieBanner {...(isDesktop ? { onOpenPolicy: () => setModal('policy') } : {})} />
      <IonModal className="app-modal" isOpen={modal !== null} onDidDismiss={close}>
        {modal === 'policy' && (
          <Suspense fallback={null}>
            <PrivacyPolicyScreen onClose={close} />
          </Suspense>
        )}
        {modal === 'bag' && <PendingScreen title="Sacola" onClose={close} />}
      </IonModal>
      <DialogHost />
      <ToastHost />
      <SessionExpiryHost />
      <RouteTracker />
    </div>
  );
}
