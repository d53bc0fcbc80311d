// Public API of consent: the device's answer to the cookie banner (`aceitaCookies`).
export { acceptCookies, useCookiesAccepted } from './consent.ts';
export { withdrawCookieConsent } from './withdraw.ts';
