import { readStored, removeStored, writeStored } from '../../lib/storage.ts';
import { useStored } from '../../lib/use-stored.ts';
import type { DeliveryAddress, StoredLocation } from './address-rules.ts';

/**
 * The device keys of the address flow (§3 Local storage): `enderecos` (a visitor's list, current first),
 * `endereco` (the current address, any customer), `editar-endereco` (the address being filled in or edited)
 * and `localizacao-atual` (the last current-location result).
 */
function isAddress(value: unknown): value is DeliveryAddress {
  return (
    typeof value === 'object' && value !== null && typeof (value as DeliveryAddress).logradouro === 'string'
  );
}

function asList(value: unknown): DeliveryAddress[] {
  return Array.isArray(value) ? value.filter(isAddress) : [];
}

export function readLocalAddresses(): DeliveryAddress[] {
  return asList(readStored('enderecos'));
}

export function useLocalAddresses(): DeliveryAddress[] {
  return asList(useStored('enderecos'));
}

export function writeLocalAddresses(list: readonly DeliveryAddress[]): void {
  if (list.length === 0) removeStored('enderecos');
  else writeStored('enderecos', list);
}

export function readCurrentAddress(): DeliveryAddress | undefined {
  const value = readStored('endereco');
  return isAddress(value) ? value : undefined;
}

export function useCurrentAddress(): DeliveryAddress | undefined {
  const value = useStored('endereco');
  return isAddress(value) ? value : undefined;
}

export function readDraft(): DeliveryAddress | undefined {
  const value = readStored('editar-endereco');
  return isAddress(value) ? value : undefined;
}

export function useDraft(): DeliveryAddress | undefined {
  const value = useStored('editar-endereco');
  return isAddress(value) ? value : undefined;
}

export function writeDraft(address: DeliveryAddress): void {
  writeStored('editar-endereco', address);
}

export function clearDraft(): void {
  removeStored('editar-endereco');
}

function isLocation(value: unknown): value is StoredLocation {
  return (
    typeof value === 'object' && value !== null && typeof (value as StoredLocation).latitude === 'number'
  );
}

export function useStoredLocation(): StoredLocation | undefined {
  const value = useStored('localizacao-atual');
  return isLocation(value) ? value : undefined;
}

export function writeStoredLocation(location: StoredLocation | null): void {
  if (location) writeStored('localizacao-atual', location);
  else removeStored('localizacao-atual');
}
