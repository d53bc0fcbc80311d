import { useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast.ts';
import { confirmDialog } from '../../../ui/dialogs/dialog-service.ts';
import { useCurrentUser } from '../../auth/index.ts';
import { DELETE_ADDRESS_CONFIRMATION, type DeliveryAddress, removeAddress } from '../address-rules.ts';
import { readLocalAddresses, useLocalAddresses, writeLocalAddresses } from '../address-storage.ts';
import { deleteSavedAddress, SAVED_ADDRESSES_KEY, useSavedAddresses } from '../api/saved-addresses.ts';

/**
 * The customer's addresses (§6): the server's for a logged-in customer, the device's for a visitor; the current
 * one first either way. `deviceOnly` holds addresses a logged-in customer kept on the device without uploading.
 */
export function useAddressBook() {
  const user = useCurrentUser();
  const loggedIn = user !== null;
  const saved = useSavedAddresses(loggedIn);
  const local = useLocalAddresses();
  const queryClient = useQueryClient();

  const remove = async (address: DeliveryAddress, run: (action: () => Promise<void>) => Promise<void>) => {
    if ((await confirmDialog(DELETE_ADDRESS_CONFIRMATION)) !== 'executar') return;
    await run(async () => {
      if (address.id !== undefined && loggedIn) {
        await deleteSavedAddress(address.id);
        await queryClient.invalidateQueries({ queryKey: SAVED_ADDRESSES_KEY });
      } else writeLocalAddresses(removeAddress(readLocalAddresses(), address));
      toast.success('Endereço excluído.');
    });
  };

  return {
    loggedIn,
    addresses: loggedIn ? (saved.data ?? []) : local,
    deviceOnly: loggedIn ? local : [],
    loading: loggedIn && saved.isPending,
    failed: loggedIn && saved.isError,
    remove,
  };
}
