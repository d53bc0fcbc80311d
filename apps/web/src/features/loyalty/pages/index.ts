// What app/ mounts from loyalty (Shinguru): the club's screens, in a lazy chunk of their own reached through the
// club home's (club-home.ts, routes.tsx).
export { BenefitActivatedPage, BenefitUsedPage } from './benefit-notice-page.tsx';
export { BenefitsPage } from './benefits-page.tsx';
export { CashbackPage } from './cashback-page.tsx';
export { ContactPage } from './contact-page.tsx';
export { FaqPage } from './faq-page.tsx';
export { PointsInfoPage } from './points-info-page.tsx';
export { StatementPage } from './statement-page.tsx';
export { TermsPage } from './terms-page.tsx';
export { InvitePage, WelcomePage } from './welcome-page.tsx';
