// The lazy screens come in two chunks, fetched once the first screen is idle (prefetch-lazy-screens.ts) or when one
// is opened. This one holds the screens a link opens most, the product and the bag, so that a product or the bag
// opened from a link waits for their code only; every other lazy screen is in the second one, which only this
// module imports (ADR 0140). Nested like this, the bundler keeps the state modules the screens share with the
// menu's first load in the entry; two chunks side by side would move them into extra initial chunks (ADR 0104).
export { BagBar } from '../features/bag/pages/index.ts';
export {
  ListingPage,
  NutritionPage,
  ProductPage,
  UnavailableProductPage,
} from '../features/product/pages/index.ts';
export { BagPage } from './bag-page.tsx';

/** The other lazy screens: the account area, the checkout, orders, cards, restaurants … and the desktop modal. */
export const otherScreens = () => import('./other-screens.ts');
