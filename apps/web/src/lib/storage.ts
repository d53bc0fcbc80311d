import { brand } from '../config/brand.ts';

/**
 * The keys the app keeps in localStorage (§3 "Local storage"), each stored under the brand prefix.
 * `text` keys hold a plain string (so 'true' is stored as `true`, not `"true"`); `json` keys hold JSON.
 */
const KEY_CODECS = {
  aceitaCookies: 'text',
  'canal-compra': 'text',
  usuario: 'json',
  'forma-pagamento': 'json',
  'forma-pagamento-doacao': 'json',
  'localizacao-atual': 'json',
  'beneficio-shinguru': 'json',
  desconto: 'json',
  produto: 'json',
  'editar-endereco': 'json',
  carrinho: 'json',
  endereco: 'json',
  enderecos: 'json',
  loja: 'json',
  cardapio: 'json',
} as const;

export type StorageKey = keyof typeof KEY_CODECS;

/** Keys that survive a logout or an expired session: they describe the device, not the account. */
const DEVICE_KEYS: readonly StorageKey[] = ['aceitaCookies'];

type Listener = (key: StorageKey) => void;
const listeners = new Set<Listener>();

export function storageKey(key: StorageKey): string {
  return `${brand.storagePrefix}${key}`;
}

function backend(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

function notify(key: StorageKey): void {
  for (const listener of listeners) listener(key);
}

/** Reads a stored value; undefined when absent or unreadable. */
export function readStored<T = unknown>(key: StorageKey): T | undefined {
  const raw = backend()?.getItem(storageKey(key));
  if (raw === null || raw === undefined) return undefined;
  if (KEY_CODECS[key] === 'text') return raw as T;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return undefined;
  }
}

export function writeStored(key: StorageKey, value: unknown): void {
  const store = backend();
  if (!store) return;
  const raw = KEY_CODECS[key] === 'text' ? String(value) : JSON.stringify(value);
  store.setItem(storageKey(key), raw);
  notify(key);
}

export function removeStored(key: StorageKey): void {
  backend()?.removeItem(storageKey(key));
  notify(key);
}

/** Removes every brand-prefixed key except the device-level ones (cookie consent). */
export function clearSessionData(): void {
  const store = backend();
  if (!store) return;
  const keep = new Set(DEVICE_KEYS.map(storageKey));
  const doomed: string[] = [];
  for (let index = 0; index < store.length; index += 1) {
    const name = store.key(index);
    if (name?.startsWith(brand.storagePrefix) && !keep.has(name)) doomed.push(name);
  }
  for (const name of doomed) store.removeItem(name);
  for (const key of Object.keys(KEY_CODECS) as StorageKey[]) {
    if (!DEVICE_KEYS.includes(key)) notify(key);
  }
}

/** Subscribes to writes made through this module and to changes from other tabs. */
export function subscribeStorage(listener: Listener): () => void {
  listeners.add(listener);
  const onForeignChange = (event: StorageEvent) => {
    if (!event.key?.startsWith(brand.storagePrefix)) return;
    const key = event.key.slice(brand.storagePrefix.length);
    if (key in KEY_CODECS) listener(key as StorageKey);
  };
  window.addEventListener('storage', onForeignChange);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onForeignChange);
  };
}

/** The raw stored text, used as a stable snapshot for React subscriptions. */
export function readStoredRaw(key: StorageKey): string | null {
  return backend()?.getItem(storageKey(key)) ?? null;
}
