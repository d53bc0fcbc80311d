import type { QueryClient } from '@tanstack/react-query';
import { isDesktopViewport } from '../../../lib/responsive.ts';
import { readCurrentStore } from '../../stores/index.ts';
import { isBagOfStore, readBag } from '../bag-store.ts';
import { suggestionsQueryOptions } from './get-suggestions.ts';

/** The bag's address (a page on a phone; on a desktop the bag is a modal over the menu). */
const BAG_PATH = '/sacola';

/**
 * A link to the bag asks for its suggestions before the app renders, as the menu asks for a chosen store's menu
 * (ADR 0140): they are the bag's largest pictures, and were asked for only once the bag's screen had mounted
 * (ADR 0140), of the store the bag screen asks them of.
 */
export function prefetchBagScreen(client: QueryClient, path: string = window.location.pathname): void {
  if (path.replace(/\/+$/, '') !== BAG_PATH || isDesktopViewport()) return;
  // Only a bag the screen will open: a bag of another store is cleared on entering (bag-rules.ts).
  const storeId = readCurrentStore()?.id;
  if (!isBagOfStore(readBag(), storeId)) return;
  void client.prefetchQuery(suggestionsQueryOptions(storeId));
}
