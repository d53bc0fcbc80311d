type Listener = () => void;
const listeners = new Set<Listener>();
let requested = false;

/**
 * Overlays (toasts, dialogs, alerts) live in a chunk loaded after first paint. Asking for one before that
 * loads it at once; the request is remembered if the shell has not subscribed yet.
 */
export function requestOverlays(): void {
  requested = true;
  for (const listener of listeners) listener();
}

export function onOverlaysRequested(listener: Listener): () => void {
  listeners.add(listener);
  if (requested) listener();
  return () => listeners.delete(listener);
}
