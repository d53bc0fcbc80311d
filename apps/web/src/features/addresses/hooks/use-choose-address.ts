import { useIonRouter } from '@ionic/react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '../../../lib/toast.ts';
import { useAction } from '../../../lib/use-action.ts';
import type { DeliveryAddress } from '../address-rules.ts';
import { SAVED_ADDRESSES_KEY } from '../api/saved-addresses.ts';
import { chooseAddress } from '../choose-address.ts';

/** Runs the choice of an address from a screen: busy flag, the no-delivery state and the way to the menu. */
export function useChooseAddress() {
  const router = useIonRouter();
  const queryClient = useQueryClient();
  const [busy, run] = useAction();
  const [noDelivery, setNoDelivery] = useState<DeliveryAddress | null>(null);

  const choose = (address: DeliveryAddress) =>
    run(async () => {
      const result = await chooseAddress(address);
      switch (result.kind) {
        case 'chosen':
          await queryClient.invalidateQueries({ queryKey: SAVED_ADDRESSES_KEY });
          router.push('/tabs/cardapio', 'root', 'replace');
          return;
        case 'no-delivery':
          setNoDelivery(address);
          return;
        case 'failed':
          toast.error(result.message);
          return;
        case 'cancelled':
          return;
        default: {
          const unknown: never = result;
          throw new Error(`Unknown result ${String(unknown)}`);
        }
      }
    });

  return { busy, choose, noDelivery, dismissNoDelivery: () => setNoDelivery(null) };
}
