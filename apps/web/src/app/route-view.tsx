import { IonPage } from '@ionic/react';
import { type ReactNode, Suspense, useDeferredValue, useEffect, useLayoutEffect, useState } from 'react';
import { matchPath, Navigate, useParams } from 'react-router-dom';
import { isSessionExpiring, useCurrentUser } from '../features/auth/index.ts';
import { dropFirstScreenCopy } from '../features/menu/index.ts';
import { useCurrentStore } from '../features/stores/index.ts';
import { useIsDesktop } from '../lib/responsive.ts';
import { toast } from '../lib/toast.ts';
import { PageLoading } from '../ui/page-loading.tsx';
import { decideAccess, HOME_PATH } from './guards.ts';
import { LazyPageShown } from './lazy-page.ts';
import { type AppRoute, isLazyPage } from './routes.tsx';

/** Sends the user on; the route refused travels as the location's state (`from`), e.g. for desktop-modal-links.ts. */
function Redirect({ to, message, from }: { to: string; message?: string; from: string }) {
  useEffect(() => {
    // One message per event: an expired session already says why with its alert.
    if (message && !isSessionExpiring()) toast.error(message);
  }, [message]);
  return <Navigate to={to} replace state={{ from }} />;
}

function GuardGate({ route, children }: { route: AppRoute; children: ReactNode }) {
  const user = useCurrentUser();
  const isDesktop = useIsDesktop();
  const store = useCurrentStore();
  const params = useParams();
  if (route.accepts && !route.accepts(params)) return <Navigate to={HOME_PATH} replace />;
  const decision = decideAccess(route.guards, { user, isDesktop, store });
  // Ionic keeps the earlier pages of the stack mounted: only the page on show may redirect (after a logout or a
  // login, the pages left behind would otherwise pull the user to login or to the menu).
  if (decision.kind === 'redirect' && !matchPath({ path: route.path, end: true }, window.location.pathname))
    return null;
  if (decision.kind === 'redirect')
    return (
      <Redirect to={decision.to} from={route.path} {...(decision.toast ? { message: decision.toast } : {})} />
    );
  return <>{children}</>;
}

/** The frame the server sent with the page of a product or the bag goes in the commit that mounts the screen. */
function ServerFrameRemoval() {
  useLayoutEffect(() => dropFirstScreenCopy(), []);
  return null;
}

function RouteContent({ route }: { route: AppRoute }) {
  const page = route.page;
  // a redirect's route has no page: the shell sends it on before it is shown
  if (page === undefined) return null;
  if (isLazyPage(page)) {
    const Lazy = page.Component;
    return (
      <LazyPageShown.Provider value={ServerFrameRemoval}>
        <Lazy />
      </LazyPageShown.Provider>
    );
  }
  const Eager = page;
  return <Eager />;
}

let opensTheApp = true;

/**
 * Whether this page is the one the app opened on; claimed by the first page mounted. Ionic's router mounts that page
 * in an update of its own, outside any transition, so React would build the whole screen in one long task.
 */
function useOpensTheApp(): boolean {
  const [first] = useState(() => {
    const claimed = opensTheApp;
    opensTheApp = false;
    return claimed;
  });
  return first;
}

/** One §2 route on screen: an Ionic page whose content appears only once the route's guards allow it. */
export function RouteView({ route }: { route: AppRoute }) {
  // The page the app opens on is built in a deferred render, in slices the browser can interleave with its own
  // work, behind the screen the server sent (ADR 0140). Pages reached later are built with the navigation to them,
  // so they enter with their content.
  // (no initial value for the others: one, even `true`, would schedule a deferred render for nothing)
  const contentShown = useDeferredValue(true, useOpensTheApp() ? false : undefined);
  return (
    <IonPage data-route={route.path} data-route-status={route.status}>
      {contentShown && (
        <GuardGate route={route}>
          <Suspense fallback={<PageLoading />}>
            <RouteContent route={route} />
          </Suspense>
        </GuardGate>
      )}
    </IonPage>
  );
}
