import type { Banner, Menu, MenuProduct } from '@comanda/contract';
import { FIRST_SCREEN_DATA_ID } from '@comanda/contract';
import type { QueryClient } from '@tanstack/react-query';
import { menuQueryOptions } from '../stores/index.ts';
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
