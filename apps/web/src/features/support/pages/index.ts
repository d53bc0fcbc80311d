export { SupportButton } from '../components/support-button.tsx';
export { SupportOrderButton } from '../components/support-order-button.tsx';
export { SupportModalScreen } from '../components/support-screen.tsx';
export { SupportPage } from './support-page.tsx';
