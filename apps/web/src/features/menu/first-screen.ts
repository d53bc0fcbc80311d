import type { Banner, Menu, MenuProduct } from '@comanda/contract';
import { FIRST_SCREEN_COPY_ID, FIRST_SCREEN_DATA_ID } from '@comanda/contract';
import type { QueryClient } from '@tanstack/react-query';
import { isDesktopViewport } from '../../lib/responsive.ts';
import { menuQueryOptions, readCurrentStore } from '../stores/index.ts';
import { bannersQueryOptions } from './api/get-banners.ts';
import { deliveryKitsQueryOptions } from './api/get-delivery-kits.ts';

interface FirstScreen {
  cardapio: { data: { cardapio: Menu } };
  buscar_kit_delivery: { data: MenuProduct[] };
  banners: { data: Banner[] };
}

/**
 * Puts into the query cache what the server sent inside the menu's page (the brand's default menu, its kits and
 * banners: menu/first-screen.ts in the API), so the home screen renders whole on its first render. The element is
 * read once and removed; without it, or if it cannot be read, the screen asks for its data as usual.
 */
export function seedFirstScreen(client: QueryClient, doc: Document = document): boolean {
  const element = doc.getElementById(FIRST_SCREEN_DATA_ID);
  if (!element) return false;
  element.remove();
  try {
    const sent = JSON.parse(element.textContent ?? '') as FirstScreen;
    const menu = sent.cardapio.data.cardapio;
    const kits = sent.buscar_kit_delivery.data;
    const banners = sent.banners.data;
    if (!Array.isArray(menu.categorias) || !Array.isArray(kits) || !Array.isArray(banners)) return false;
    client.setQueryData(menuQueryOptions(undefined).queryKey, menu);
    client.setQueryData(deliveryKitsQueryOptions(undefined).queryKey, kits);
    client.setQueryData(bannersQueryOptions(undefined).queryKey, banners);
    return true;
  } catch {
    return false;
  }
}

/**
 * The server's copy of the first screen (ADR 0140) leaves in the commit that puts the app's own under it, laid out the
 * same: nothing moves, and no element is on the page twice.
 */
export function dropFirstScreenCopy(doc: Document = document): void {
  doc.getElementById(FIRST_SCREEN_COPY_ID)?.remove();
}

/** The home screen's addresses ('/', '/tabs' and '/cardapio' lead to '/tabs/cardapio'). */
const MENU_PATHS = new Set(['/', '/tabs', '/tabs/', '/tabs/cardapio', '/cardapio']);

/**
 * The phone's screen a link opens that reads the menu besides the home screen: the product's (its modal pages, opened
 * from the menu, find the menu asked for already).
 */
const PRODUCT_PATH = '/produto';

/**
 * A customer with a chosen store: its menu, and on the home screen's addresses its banners and kits, are asked for
 * at once, before the app renders, instead of when the home screen mounts after the boot and Ionic's outlet
 * (ADR 0140). The server's first screen is the brand's default menu, not this store's. The menu only where the first
 * screen shows it: the home screen, the product's, and every address on a desktop, whose screens open over
 * the menu; a phone opening the bag, the checkout or an order asks for it when a screen needs it (ADR 0178).
 */
export function prefetchStoreFirstScreen(
  client: QueryClient,
  storeId: number | undefined = readCurrentStore()?.id,
  path: string = window.location.pathname,
  desktop: boolean = isDesktopViewport(),
): void {
  if (storeId === undefined) return;
  const home = MENU_PATHS.has(path);
  if (home || desktop || path === PRODUCT_PATH) void client.prefetchQuery(menuQueryOptions(storeId));
  if (!home) return;
  void client.prefetchQuery(bannersQueryOptions(storeId));
  void client.prefetchQuery(deliveryKitsQueryOptions(storeId));
}
