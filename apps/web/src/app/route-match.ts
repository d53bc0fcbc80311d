import type { QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router-dom';
import { type AppRoute, appRoutes, isLazyPage } from './routes.tsx';

/** The §2 route shown at a pathname (static paths win over parameterised ones, as in the router). */
export function findRoute(pathname: string): AppRoute | undefined {
  const candidates = appRoutes.filter((route) => matchPath({ path: route.path, end: true }, pathname));
  const fixed = candidates.find((route) => !route.path.includes(':'));
  const found = fixed ?? candidates[0];
  if (!found?.accepts) return found;
  const match = matchPath({ path: found.path, end: true }, pathname);
  return match && found.accepts(match.params) ? found : undefined;
}

/**
 * Starts loading the lazy screen of the address the app opens at, with the app itself: its files come with the page
 * (ADR 0140), and a screen loaded by the time its page renders does not suspend (ADR 0148). A screen that can ask for
 * its data ahead (DataScreen) asks for it as soon as its code is in (ADR 0178).
 */
export function preloadOpeningScreen(client: QueryClient, pathname: string = window.location.pathname): void {
  const page = findRoute(pathname)?.page;
  // a screen whose code could not load shows its error when its route mounts it (lazyPage)
  if (isLazyPage(page)) void page.preload().then((module) => module.default.prefetch?.(client));
}
