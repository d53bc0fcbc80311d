import { type ComponentType, createElement, lazy, useState } from 'react';

export interface LazyPage<P extends object> {
  Component: ComponentType<P>;
  preload: () => Promise<unknown>;
}

/**
 * A lazily loaded page whose chunk can also be fetched ahead of navigation. Once its module has loaded, a new mount
 * renders it at once: through `React.lazy` it would suspend for a moment even then, and React keeps the fallback that
 * a suspended page shows on screen for at least 300 ms (ADR 0145).
 */
export function lazyPage<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): LazyPage<P> {
  let pending: Promise<{ default: ComponentType<P> }> | undefined;
  let loaded: ComponentType<P> | undefined;
  const once = () => {
    pending ??= load().then((module) => {
      loaded = module.default;
      return module;
    });
    return pending;
  };
  const Lazy = lazy(once);
  function Component(props: P) {
    // chosen once per mount: switching from one to the other would mount the page again
    const [Page] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return createElement(Page, props);
  }
  return { Component, preload: once };
}
