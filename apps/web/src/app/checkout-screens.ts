// The third lazy screens' chunk, reached only through order-details-screens.ts (ADR 0177): the checkout, so that its
// page asks for its own code and not for the account area's.
export { CheckoutPage } from './checkout-pages.tsx';

/** The other lazy screens: the account area, Pix, orders, cards, restaurants … and the desktop modal. */
export const otherScreens = () => import('./other-screens.ts');
