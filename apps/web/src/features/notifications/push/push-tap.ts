import { requestOverlays } from '../../../lib/overlay-demand.ts';

type Listener = (path: string) => void;
const listeners = new Set<Listener>();
let pending: string | null = null;

/**
 * Opens the page of a tapped native notice inside the running app — the router's navigation, no reload — through
 * the shell's tap host (`PushTapHost`, one of the overlay hosts). A tap that comes before the host is there (the
 * app launched by the tap) waits for it, and the overlay hosts are loaded at once.
 */
export function openPushPage(path: string): void {
  if (listeners.size === 0) {
    pending = path;
    requestOverlays();
    return;
  }
  for (const listener of listeners) listener(path);
}

/** For the tap host: called with each page to open, first with one still waiting. */
export function onPushPageOpened(listener: Listener): () => void {
  listeners.add(listener);
  if (pending !== null) {
    const path = pending;
    pending = null;
    listener(path);
  }
  return () => listeners.delete(listener);
}
