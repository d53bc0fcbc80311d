import { matchPath } from 'react-router-dom';
import { type AppRoute, appRoutes } from './routes.tsx';

/** The §2 route shown at a pathname (static paths win over parameterised ones, as in the router). */
export function findRoute(pathname: string): AppRoute | undefined {
  const candidates = appRoutes.filter((route) => matchPath({ path: route.path, end: true }, pathname));
  const fixed = candidates.find((route) => !route.path.includes(':'));
  const found = fixed ?? candidates[0];
  if (!found?.accepts) return found;
  const match = matchPath({ path: found.path, end: true }, pathname);
  return match && found.accepts(match.params) ? found : undefined;
}
