import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { INVALID } from './schema.ts';
import { readStoredRaw, type StoredKey, subscribeStorage } from './storage.ts';

/**
 * A stored value that re-renders its reader whenever the key changes (here or in another tab). A value that fails
 * its check reads as undefined; it is dropped and reported after the render, never during it.
 */
export function useStoredValue<T>(key: StoredKey<T>): T | undefined {
  const raw = useSyncExternalStore(
    (onChange) => subscribeStorage((changed) => changed === key.name && onChange()),
    () => readStoredRaw(key.name),
    () => null,
  );
  const value = useMemo(() => key.parse(raw), [raw, key]);
  useEffect(() => {
    if (value === INVALID) key.read();
  }, [value, key]);
  return value === INVALID ? undefined : value;
}
