import { startTransition, useEffect, useState } from 'react';

/** In how many tasks the sections after the first screen's are built. */
export const SECTION_STEPS = 2;

/**
 * How many of the menu's `total` sections to build: `first` with the first screen, then the rest in
 * `SECTION_STEPS` tasks, each a transition started from a timer (ADR 0142). Built and committed in one go, the
 * sections below the first screen were one long task of DOM work that held every tap.
 */
export function useSectionsInSteps(total: number, first: number): number {
  const [shown, setShown] = useState(first);
  useEffect(() => {
    if (shown >= total) return;
    const step = Math.max(1, Math.ceil((total - first) / SECTION_STEPS));
    const next = setTimeout(() => startTransition(() => setShown(shown + step)), 0);
    return () => clearTimeout(next);
  }, [shown, total, first]);
  return Math.min(shown, total);
}
