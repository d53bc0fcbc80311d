import { startTransition, useDeferredValue, useEffect, useState } from 'react';

/** In how many commits the sections after the first screen's are built. */
export const SECTION_STEPS = 2;

/**
 * How many of the menu's `total` sections to build.
 * - Sections known when the menu mounts (the first screen sent with the page): `first` with the first screen, then
 *   the rest in `SECTION_STEPS` transitions, each started once the one before is committed, so each is a task of its
 *   own (ADR 0140). Committed in one go, the sections below the first screen were one long task of DOM work.
 * - Sections that arrive later (a chosen store's menu): all of them in one deferred render, as a whole (ADR 0140).
 */
export function useSectionsInSteps(total: number, first: number): number {
  const deferred = useDeferredValue(total, Math.min(total, first));
  const [stepped, setStepped] = useState(total > 0 ? first : Number.POSITIVE_INFINITY);
  useEffect(() => {
    if (stepped >= total) return;
    const step = Math.max(1, Math.ceil((total - first) / SECTION_STEPS));
    startTransition(() => setStepped(stepped + step));
  }, [stepped, total, first]);
  return Math.min(deferred, stepped, total);
}
