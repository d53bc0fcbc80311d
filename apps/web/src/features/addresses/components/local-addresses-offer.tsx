import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { ApiError, REQUEST_FAILED_MESSAGE } from '../../../lib/api-client.ts';
import { useCurrentUser } from '../../../lib/auth.ts';
import { toast } from '../../../lib/toast.ts';
import { confirmDialog } from '../../../ui/dialogs/dialog-service.ts';
import { readLocalAddresses } from '../address-storage.ts';
import { SAVED_ADDRESSES_KEY } from '../api/saved-addresses.ts';
import { uploadLocalAddresses, uploadQuestion } from '../upload-local.ts';

/**
 * After login, offers to move the addresses kept on the device to the account: accepting saves each one and
 * empties the device list; declining keeps them on the device (asked once per login).
 */
export function LocalAddressesOffer() {
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const askedFor = useRef<string | null>(null);
  const userId = user?.id_externo ?? null;

  useEffect(() => {
    if (!userId) {
      askedFor.current = null;
      return;
    }
    if (askedFor.current === userId) return;
    askedFor.current = userId;
    const count = readLocalAddresses().length;
    if (count === 0) return;
    void (async () => {
      if ((await confirmDialog(uploadQuestion(count))) !== 'executar') return;
      try {
        await uploadLocalAddresses();
        await queryClient.invalidateQueries({ queryKey: SAVED_ADDRESSES_KEY });
        toast.success(count === 1 ? 'Endereço salvo na sua conta.' : 'Endereços salvos na sua conta.');
      } catch (error) {
        toast.error(error instanceof ApiError ? error.message : REQUEST_FAILED_MESSAGE);
      }
    })();
  }, [userId, queryClient]);

  return null;
}
