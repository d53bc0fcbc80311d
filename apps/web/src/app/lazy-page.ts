import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

export interface LazyPage<P extends object> {
  Component: LazyExoticComponent<ComponentType<P>>;
  preload: () => Promise<unknown>;
}

/** A React.lazy page whose chunk can also be fetched ahead of navigation. */
export function lazyPage<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): LazyPage<P> {
  let pending: Promise<{ default: ComponentType<P> }> | undefined;
  const once = () => {
    pending ??= load();
    return pending;
  };
  return { Component: lazy(once), preload: once };
}
