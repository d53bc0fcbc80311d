// What app/ mounts from gift cards: the bag's gift-card section and the tabs/gift-card screen.
export { GiftCardSection } from '../components/gift-card-section.tsx';
export { GiftCardPage } from './gift-card-page.tsx';
