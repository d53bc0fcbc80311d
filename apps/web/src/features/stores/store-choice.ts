import type { DeliveryStore } from '@comanda/contract';
import { object, optional } from '../../lib/schema.ts';
import { array, unknown } from '../../lib/schema-lists.ts';
import { defineStoredKey } from '../../lib/storage.ts';
import { currentStoreKey } from './current-store.ts';

/** `cardapio`: a menu kept on the device by earlier versions; the menu now lives in the query cache. */
const storedMenuKey = defineStoredKey('cardapio', object({ categorias: optional(array(unknown)) }));

/** Makes `store` the one the menu and the bag are for; a menu kept for the previous store goes. */
export function setCurrentStore(store: DeliveryStore): void {
  currentStoreKey.write(store);
  storedMenuKey.remove();
}

/** §4 Store lookup failure: no store, so no store menu either. */
export function forgetCurrentStore(): void {
  currentStoreKey.remove();
  storedMenuKey.remove();
}
