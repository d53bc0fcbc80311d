// What app/ mounts from institutional: the privacy policy and the terms (pages and modal screen), the about page.
export { LegalScreen } from '../components/legal-screen.tsx';
export { AboutBrandPage } from './about-brand-page.tsx';
