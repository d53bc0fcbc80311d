// What app/ mounts from consent: the cookie banner.
export { CookieBanner, PRIVACY_POLICY_PATH } from '../components/cookie-banner.tsx';
