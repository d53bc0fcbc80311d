import type { QueryClient } from '@tanstack/react-query';
import { isDesktopViewport } from '../../../lib/responsive.ts';
import { readCurrentStore } from '../../stores/index.ts';
import { isBagOfStore, readBag } from '../bag-store.ts';
import { suggestionsQueryOptions } from './get-suggestions.ts';

/**
 * A link to the bag asks for its suggestions with the bag screen's code (ADR 0178), as the menu asks for a chosen
 * store's menu before the app renders (ADR 0140): they are the bag's largest pictures, and were asked for only once
 * the bag's screen had mounted, of the store the bag screen asks them of. Phones only: on a desktop the bag is a modal
 * over the menu.
 */
export function prefetchBagScreen(client: QueryClient): void {
  if (isDesktopViewport()) return;
  // Only a bag the screen will open: a bag of another store is cleared on entering (bag-rules.ts).
  const storeId = readCurrentStore()?.id;
  if (!isBagOfStore(readBag(), storeId)) return;
  void client.prefetchQuery(suggestionsQueryOptions(storeId));
}
