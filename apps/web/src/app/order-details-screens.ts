// The second lazy screens' chunk, reached only through screens.ts (ADR 0177): an order's details, which a link from
// the order's notification opens, so that its page asks for this screen's code alone. The checkout comes in a third
// chunk, reached only through this one, and every other lazy screen in a fourth, behind the third: nested like this,
// the bundler keeps the modules they share with the menu's first load in the entry (ADR 0104, ADR 0140), and what
// the checkout shares with the order's screen stays here.
export { OrderDetailsPage } from './order-details-page.tsx';

/** The checkout, and behind it every other lazy screen (checkout-screens.ts). */
export const checkoutScreens = () => import('./checkout-screens.ts');
