import { type Check, number, object, text } from '../../lib/schema.ts';
import { array } from '../../lib/schema-lists.ts';
import { defineStoredKey } from '../../lib/storage.ts';
import { useStoredValue } from '../../lib/use-stored.ts';
import type { DeliveryAddress } from './address-rules.ts';
import { currentAddressKey, deliveryAddress } from './current-address.ts';
import type { StoredLocation } from './point.ts';

/**
 * The address flow's other device keys (§3 Local storage), owned by addresses: `enderecos` (a visitor's list,
 * current first), `editar-endereco` (the address being filled in or edited) and `localizacao-atual` (the last
 * current-location result). The current address is in current-address.ts, which the first load reads.
 */
const storedLocation: Check<StoredLocation> = object({
  logradouro: text,
  numero: text,
  bairro: text,
  cidade: text,
  estado: text,
  cep: text,
  latitude: number,
  longitude: number,
});

const localAddressesKey = defineStoredKey('enderecos', array(deliveryAddress));
const draftKey = defineStoredKey('editar-endereco', deliveryAddress);
const locationKey = defineStoredKey('localizacao-atual', storedLocation);

const NO_ADDRESSES: DeliveryAddress[] = [];

export function readLocalAddresses(): DeliveryAddress[] {
  return localAddressesKey.read() ?? [];
}

export function useLocalAddresses(): DeliveryAddress[] {
  return useStoredValue(localAddressesKey) ?? NO_ADDRESSES;
}

export function writeLocalAddresses(list: readonly DeliveryAddress[]): void {
  if (list.length === 0) localAddressesKey.remove();
  else localAddressesKey.write([...list]);
}

export function readDraft(): DeliveryAddress | undefined {
  return draftKey.read();
}

export function useDraft(): DeliveryAddress | undefined {
  return useStoredValue(draftKey);
}

export function writeDraft(address: DeliveryAddress): void {
  draftKey.write(address);
}

export function clearDraft(): void {
  draftKey.remove();
}

export function useStoredLocation(): StoredLocation | undefined {
  return useStoredValue(locationKey);
}

export function writeStoredLocation(location: StoredLocation | null): void {
  if (location) locationKey.write(location);
  else locationKey.remove();
}

/** Whether a delivery address is known: the chosen address or the current location (§3). */
export function useHasDeliveryAddress(): boolean {
  const address = useStoredValue(currentAddressKey);
  const location = useStoredValue(locationKey);
  return Boolean(address?.logradouro || location?.logradouro);
}
