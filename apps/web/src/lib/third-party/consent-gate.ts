import { requestOverlays } from '../overlay-demand.ts';

type Waiter = (accepted: boolean) => void;

// Unknown until the shell's third-party host reports the cookie banner's answer: lib/ does not read a feature's key.
let consent: boolean | undefined;
const waiting: Waiter[] = [];

/** The shell reports the customer's answer to the cookie banner here, at start and whenever it changes. */
export function setThirdPartyConsent(accepted: boolean): void {
  consent = accepted;
  for (const resolve of waiting.splice(0)) resolve(accepted);
}

/**
 * Whether the customer accepted cookies (`aceitaCookies`). Asked before the shell's overlays have loaded, it loads
 * them at once, since the host that knows the answer lives there.
 */
export function thirdPartyConsent(): Promise<boolean> {
  if (consent !== undefined) return Promise.resolve(consent);
  requestOverlays();
  return new Promise((resolve) => waiting.push(resolve));
}
