import type { DeliveryStore } from '@comanda/contract';
import { boolean, type Check, literal, number, object, optional, string } from '../../lib/schema.ts';
import { defineStoredKey } from '../../lib/storage.ts';
import { useStoredValue } from '../../lib/use-stored.ts';

/**
 * The store the menu and the bag are for (§3 Store, contract `DeliveryStore`, stored under `loja`): the fields the
 * app reads. Only its id is sure to be there: a store chosen from a restaurant page or kept by an older version
 * may carry fewer fields; the ones not listed here are kept as they are.
 */
export type CurrentStore = Pick<DeliveryStore, 'id'> &
  Partial<Pick<DeliveryStore, 'nome' | 'statusLoja' | 'habilitadoShinguru'>>;

const currentStore: Check<CurrentStore> = object({
  id: number,
  nome: optional(string),
  statusLoja: optional(literal('aberta', 'fechada')),
  habilitadoShinguru: optional(boolean),
});

/** `loja` (§3 Local storage), owned by stores. */
export const currentStoreKey = defineStoredKey('loja', currentStore);

export function readCurrentStore(): CurrentStore | undefined {
  return currentStoreKey.read();
}

export function useCurrentStore(): CurrentStore | undefined {
  return useStoredValue(currentStoreKey);
}
