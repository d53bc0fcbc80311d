import type { QueryClient } from '@tanstack/react-query';
import { isDesktopViewport } from '../../../lib/responsive.ts';
import { readCurrentStore } from '../../stores/index.ts';
import { readBag } from '../bag-store.ts';
import { suggestionsQueryOptions, suggestionsStoreId } from './get-suggestions.ts';

/** The bag's address (a page on a phone; on a desktop the bag is a modal over the menu). */
const BAG_PATH = '/sacola';

/**
 * A link to the bag asks for its suggestions before the app renders, as the menu asks for a chosen store's menu
 * (ADR 0140): they are the bag's largest pictures, and were asked for only once the bag's screen had mounted
 * (ADR 0140), of the store the bag screen asks them of.
 */
export function prefetchBagScreen(client: QueryClient, path: string = window.location.pathname): void {
  if (path.replace(/\/+$/, '') !== BAG_PATH || isDesktopViewport()) return;
  const bag = readBag();
  if (!bag || bag.itens.length === 0) return;
  void client.prefetchQuery(suggestionsQueryOptions(suggestionsStoreId(bag, readCurrentStore())));
}
