import type { DeliveryStore } from '@comanda/contract';
import { type LatLng, RESTAURANT_OUTSIDE_AREA_MESSAGE } from '@comanda/domain';
import { ApiError } from '../../lib/api-client.ts';
import type { DialogResult } from '../../ui/dialogs/dialog-types.ts';
import { holdsOtherStore, type StoredBag } from '../bag/index.ts';

/** What "Pedir neste restaurante" led to. */
export type OrderFromHereResult =
  | { kind: 'needs-address' }
  | { kind: 'outside-area'; message: string }
  | { kind: 'cancelled' }
  | { kind: 'ordering'; store: DeliveryStore; clearedBag: boolean };

export interface OrderFromHereSteps {
  point: LatLng | undefined;
  bag: StoredBag | undefined;
  fetchDelivery: (point: LatLng) => Promise<DeliveryStore>;
  confirm: () => Promise<DialogResult>;
}

/**
 * "Order from this restaurant": without an address with coordinates the customer must give one first; the
 * restaurant answers its delivery terms for that address or refuses it (422, outside its area); a bag holding
 * items of another store is cleared only once the customer confirms. Other request failures propagate.
 */
export async function decideOrderFromHere({
  point,
  bag,
  fetchDelivery,
  confirm,
}: OrderFromHereSteps): Promise<OrderFromHereResult> {
  if (!point) return { kind: 'needs-address' };
  let store: DeliveryStore;
  try {
    store = await fetchDelivery(point);
  } catch (error) {
    if (error instanceof ApiError && error.status === 422)
      return { kind: 'outside-area', message: error.message || RESTAURANT_OUTSIDE_AREA_MESSAGE };
    throw error;
  }
  const otherStoreBag = holdsOtherStore(bag, store.id);
  if (otherStoreBag && (await confirm()) !== 'executar') return { kind: 'cancelled' };
  return { kind: 'ordering', store, clearedBag: otherStoreBag };
}
