import { NOT_NOW_LABEL } from '../../ui/texts.ts';
import type { DeliveryAddress } from './address-rules.ts';
import { readLocalAddresses, writeLocalAddresses } from './address-storage.ts';
import { saveAddress } from './api/saved-addresses.ts';
import { writeCurrentAddress } from './current-address.ts';

/** The question asked after login when the device keeps addresses (§6: a customer's addresses live on the server). */
export function uploadQuestion(count: number) {
  return {
    title: 'Salvar endereços na sua conta?',
    message:
      count === 1
        ? 'Você tem 1 endereço guardado neste aparelho. Quer salvá-lo na sua conta para usar em qualquer lugar?'
        : `Você tem ${count} endereços guardados neste aparelho. Quer salvá-los na sua conta para usar em qualquer lugar?`,
    confirmText: 'Salvar na conta',
    cancelText: NOT_NOW_LABEL,
  };
}

/**
 * PUTs every address kept on the device, the current one last so it stays current (a new address becomes the
 * current one, §7 endereco_pedido), then empties the device list. Stops at the first refusal, keeping the
 * addresses not yet sent.
 */
export async function uploadLocalAddresses(): Promise<DeliveryAddress[]> {
  const local = readLocalAddresses();
  let saved: DeliveryAddress[] = [];
  for (let index = local.length - 1; index >= 0; index -= 1) {
    const { localId: _device, ...address } = local[index]!;
    saved = await saveAddress(address);
    writeLocalAddresses(local.slice(0, index));
  }
  if (saved[0]) writeCurrentAddress(saved[0]);
  return saved;
}
