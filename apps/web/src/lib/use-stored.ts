import { useMemo, useSyncExternalStore } from 'react';
import { readStored, readStoredRaw, type StorageKey, subscribeStorage } from './storage.ts';

/** A stored value that re-renders its reader whenever the key changes. */
export function useStored<T>(key: StorageKey): T | undefined {
  const raw = useSyncExternalStore(
    (onChange) => subscribeStorage((changed) => changed === key && onChange()),
    () => readStoredRaw(key),
    () => null,
  );
  return useMemo(() => (raw === null ? undefined : readStored<T>(key)), [raw, key]);
}
