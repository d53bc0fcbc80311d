// What app/ mounts from institutional: the privacy policy (page and modal screen) and the brand's about page.
export { PrivacyPolicyScreen } from '../components/privacy-policy-screen.tsx';
export { AboutBrandPage } from './about-brand-page.tsx';
