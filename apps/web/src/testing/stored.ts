import {
  decodeStored,
  readStoredRaw,
  removeStoredRaw,
  type StorageKeyName,
  writeStoredRaw,
} from '../lib/storage.ts';

/**
 * Test set-ups write what a device may hold, checked or not, and read back what the app stored: raw access that
 * the app itself never has (it goes through each key's owner).
 */
export function writeStored(key: StorageKeyName, value: unknown): void {
  writeStoredRaw(key, value);
}

export function readStored<T = unknown>(key: StorageKeyName): T | undefined {
  const raw = readStoredRaw(key);
  if (raw === null) return undefined;
  const value = decodeStored(key, raw);
  return typeof value === 'symbol' ? undefined : (value as T);
}

export function removeStored(key: StorageKeyName): void {
  removeStoredRaw(key);
}
