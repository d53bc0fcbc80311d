import { ApiError, REQUEST_FAILED_MESSAGE } from '../../lib/api-client.ts';
import { toast } from '../../lib/toast.ts';
import { confirmDialog } from '../../ui/dialogs/dialog-service.ts';
import { onUserChange, readCurrentUser } from '../auth/index.ts';
import { readLocalAddresses, writeLocalAddresses } from './address-storage.ts';
import { ADDRESSES_SAVED_MESSAGE } from './address-texts.ts';
import { uploadLocalAddresses, uploadQuestion } from './upload-local.ts';

let started = false;

async function offer(count: number): Promise<void> {
  if ((await confirmDialog(uploadQuestion(count))) !== 'executar') {
    // Declined: not asked again for these addresses (meus-enderecos still offers to save them).
    writeLocalAddresses(readLocalAddresses().map((address) => ({ ...address, keptOnDevice: true })));
    return;
  }
  try {
    await uploadLocalAddresses();
    toast.success(count === 1 ? 'Endereço salvo na sua conta.' : ADDRESSES_SAVED_MESSAGE);
  } catch (error) {
    toast.error(error instanceof ApiError ? error.message : REQUEST_FAILED_MESSAGE);
  }
}

/**
 * After a login (and when the app starts logged in), offers to move the addresses kept on the device to the
 * account: accepting saves each one and empties the device list; declining keeps them on the device and is
 * remembered on them, so only addresses added later bring the question back. It watches the stored user, so it needs no component in the first load.
 */
export function offerLocalAddressesOnLogin(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  let askedFor: string | null = null;
  const check = () => {
    const user = readCurrentUser();
    if (!user) {
      askedFor = null;
      return;
    }
    if (askedFor === user.id_externo) return;
    askedFor = user.id_externo;
    const count = readLocalAddresses().filter((address) => !address.keptOnDevice).length;
    if (count > 0) void offer(count);
  };
  onUserChange(check);
  check();
}
