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

/**
 * The chunk after this one that holds the screen `name`: the order details', the checkout's or, behind them, the last
 * one; without a name, the last one (the account area, the desktop modal).
 */
export function otherScreens(): Promise<typeof import('./other-screens.ts')>;
export function otherScreens(name: string): Promise<Record<string, unknown>>;
export async function otherScreens(name?: string): Promise<object> {
  const details = await import('./order-details-screens.ts');
  if (name !== undefined && name in details) return details;
  const checkout = await details.checkoutScreens();
  return name !== undefined && name in checkout ? checkout : checkout.otherScreens();
}
