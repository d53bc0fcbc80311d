import { useIonRouter } from '@ionic/react';
import { useState } from 'react';
import { ApiError, REQUEST_FAILED_MESSAGE } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { confirmDialog } from '../../../ui/dialogs/dialog-service.ts';
import { CHANGE_ADDRESS_CONFIRMATION, readBag, switchStore } from '../../bag/index.ts';
import { setCurrentStore } from '../../stores/index.ts';
import { getRestaurantDelivery } from '../api/get-restaurant-delivery.ts';
import { decideOrderFromHere } from '../order-from-here.ts';
import { readCustomerPoint } from './use-customer-point.ts';

/** The address search where the customer gives (or changes) the delivery address. */
export const ADDRESS_SEARCH_PATH = '/buscar-endereco';

/**
 * "Pedir neste restaurante": stores this restaurant as `loja` (the menu's store) and opens the menu, or sends the
 * customer to the address search, or keeps the refusal to explain it on the page.
 */
export function useOrderFromHere(restaurantId: number) {
  const router = useIonRouter();
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  const order = async () => {
    if (busy) return;
    setBusy(true);
    setRefusal(null);
    try {
      const result = await decideOrderFromHere({
        point: readCustomerPoint(),
        bag: readBag(),
        fetchDelivery: (point) => getRestaurantDelivery(restaurantId, point),
        confirm: () => confirmDialog(CHANGE_ADDRESS_CONFIRMATION),
      });
      switch (result.kind) {
        case 'needs-address':
          router.push(ADDRESS_SEARCH_PATH, 'forward', 'push');
          return;
        case 'outside-area':
          setRefusal(result.message);
          return;
        case 'cancelled':
          return;
        case 'ordering':
          if (result.clearedBag) switchStore(result.store.id);
          setCurrentStore(result.store);
          router.push('/tabs/cardapio', 'root', 'replace');
          return;
        default: {
          const unexpected: never = result;
          throw new Error(`unexpected result ${JSON.stringify(unexpected)}`);
        }
      }
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : REQUEST_FAILED_MESSAGE);
    } finally {
      setBusy(false);
    }
  };

  return { order, busy, refusal };
}
