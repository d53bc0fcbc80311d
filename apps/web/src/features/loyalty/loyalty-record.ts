import { boolean, type Check, number, object, optional } from '../../lib/schema.ts';
import { defineStoredKey } from '../../lib/storage.ts';
import { useStoredValue } from '../../lib/use-stored.ts';

/**
 * `fidelidade`: the last `GET fidelidade` answer (contract `LoyaltyStatusData`), mirrored on the device so the pure
 * route guards and the navigation can read the level without a request. Cleared with the session (logout, expiry).
 */
export interface StoredLoyaltyRecord {
  nivel: number;
  shinguru: boolean;
  mostrar_shinguru?: boolean | undefined;
  saldo_pontos?: number | undefined;
}

const record: Check<StoredLoyaltyRecord> = object({
  nivel: number,
  shinguru: boolean,
  mostrar_shinguru: optional(boolean),
  saldo_pontos: optional(number),
});

export const loyaltyRecordKey = defineStoredKey('fidelidade', record);

export function readLoyaltyRecord(): StoredLoyaltyRecord | undefined {
  return loyaltyRecordKey.read();
}

export function useLoyaltyRecord(): StoredLoyaltyRecord | undefined {
  return useStoredValue(loyaltyRecordKey);
}
