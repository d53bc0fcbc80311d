// The lazy screens come in nested chunks, fetched once the first screen is idle (prefetch-lazy-screens.ts) or when
// one is opened. This one holds the screens a link opens most, the product and the bag, so that a product or the bag
// opened from a link waits for their code only; the order details, the checkout and every other lazy screen follow,
// each chunk imported only by the one before (ADR 0140, ADR 0177). Nested like this, the bundler keeps the state
// modules the screens share with the menu's first load in the entry; chunks side by side would move them into extra
// initial chunks (ADR 0104) and split the screens' code into many more files.
export { BagBar } from '../features/bag/pages/index.ts';
export {
  ListingPage,
  NutritionPage,
  ProductPage,
  UnavailableProductPage,
} from '../features/product/pages/index.ts';
export { BagPage } from './bag-page.tsx';

/** The chunks after this one, each reached through the one before (ADR 0177): an order's details … */
export const orderDetailsScreens = () => import('./order-details-screens.ts');
/** … the checkout … */
export const checkoutScreens = async () => (await orderDetailsScreens()).checkoutScreens();
/** … and every other lazy screen: the account area, Pix, cards, restaurants, the desktop modal. */
export const otherScreens = async () => (await checkoutScreens()).otherScreens();
