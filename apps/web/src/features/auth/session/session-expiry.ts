import { requestOverlays } from '../../../lib/overlay-demand.ts';
import { clearSessionData } from '../../../lib/storage.ts';

type Listener = () => void;
const listeners = new Set<Listener>();
let expiring = false;
let unannounced = false;

/**
 * Ends the session after the API refused our credentials (§4 Session): local data is cleared at once and the
 * shell is told to go to login and show the alert. Concurrent 401s produce a single alert.
 */
export function expireSession(): void {
  clearSessionData();
  if (expiring) return;
  expiring = true;
  if (listeners.size === 0) {
    unannounced = true;
    requestOverlays();
  }
  for (const listener of listeners) listener();
}

/** True from an expiry until the user has seen its alert: the alert is the one message of that event. */
export function isSessionExpiring(): boolean {
  return expiring;
}

/** Called by the shell once the user has seen the alert, so a later expiry alerts again. */
export function acknowledgeSessionExpired(): void {
  expiring = false;
}

/** Subscribes to expiries; one that happened before anyone listened is delivered at once. */
export function onSessionExpired(listener: Listener): () => void {
  listeners.add(listener);
  if (unannounced) {
    unannounced = false;
    listener();
  }
  return () => listeners.delete(listener);
}
