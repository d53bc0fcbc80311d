import type { QueryClient } from '@tanstack/react-query';
import {
  type ComponentType,
  createContext,
  createElement,
  Fragment,
  useContext,
  useEffect,
  useState,
} from 'react';
import { PageLoading } from '../ui/page-loading.tsx';

/**
 * A screen that can ask for its data before it mounts, from the address the app opened at (ADR 0178): a link to it
 * then waits for its code and its data side by side, not one after the other.
 */
export type DataScreen<P extends object = object> = ComponentType<P> & {
  prefetch?: (client: QueryClient) => void;
};

export interface LazyPage<P extends object> {
  Component: ComponentType<P>;
  preload: () => Promise<{ default: DataScreen<P> }>;
}

/** Mounted beside a lazy page in the commit that shows it: what must go with its arrival (the server's frame). */
export const LazyPageShown = createContext<ComponentType | null>(null);

/**
 * A lazily loaded page whose chunk can also be fetched ahead of navigation. Once its module has loaded, a new mount
 * renders it at once. Until then it shows `Loading` and swaps in the page when the module arrives, without
 * suspending: React keeps the fallback of a suspended page on screen for at least 300 ms, which made every first
 * visit of a screen take that long even when its code was already in the browser (ADR 0148).
 */
export function lazyPage<P extends object>(
  load: () => Promise<{ default: DataScreen<P> }>,
  /** What shows until the module has loaded (nothing, for a part that is not a whole screen). */
  Loading: ComponentType | null = PageLoading,
): LazyPage<P> {
  let pending: Promise<{ default: DataScreen<P> }> | undefined;
  let loaded: ComponentType<P> | undefined;
  const once = () => {
    pending ??= load().then((module) => {
      loaded = module.default;
      return module;
    });
    return pending;
  };
  function Component(props: P) {
    // chosen once per mount, then swapped once: the page is mounted a single time
    const [Page, setPage] = useState<ComponentType<P> | undefined>(() => loaded);
    const Shown = useContext(LazyPageShown);
    useEffect(() => {
      if (Page) return;
      let mounted = true;
      once().then(
        (module) => mounted && setPage(() => module.default),
        // a chunk that could not load goes to the nearest error boundary, as a render error would
        (error: unknown) =>
          mounted &&
          setPage(() => () => {
            throw error;
          }),
      );
      return () => {
        mounted = false;
      };
    }, [Page]);
    if (!Page) return Loading && createElement(Loading);
    return createElement(Fragment, null, createElement(Page, props), Shown && createElement(Shown));
  }
  return { Component, preload: once };
}
