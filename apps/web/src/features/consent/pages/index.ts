// What app/ mounts from consent: the cookie banner.
export { CookieBanner } from '../components/cookie-banner.tsx';
