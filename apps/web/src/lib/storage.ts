import { brand } from '../config/brand.ts';
import { pushEvent } from './data-layer.ts';
import { type Check, INVALID, type Invalid } from './schema.ts';

/**
 * The keys the app keeps in localStorage (§3 "Local storage"), each under the brand prefix. What a value means
 * (its check) and who may change it belong to the owning feature (docs/web.md, "Local storage").
 */
export type StorageKeyName =
  | 'aceitaCookies'
  | 'canal-compra'
  | 'usuario'
  | 'forma-pagamento'
  | 'forma-pagamento-doacao'
  | 'localizacao-atual'
  | 'beneficio-shinguru'
  | 'fidelidade'
  | 'desconto'
  | 'produto'
  | 'editar-endereco'
  | 'carrinho'
  | 'endereco'
  | 'enderecos'
  | 'loja'
  | 'cardapio'
  | 'pedido-pix';

/**
 * The keys the app keeps in the tab's sessionStorage: what survives a reload of the page but not the tab. Their
 * engine is `session-storage.ts`, apart from this module, which the first load brings (ADR 0104).
 */
export type SessionKeyName = 'auth-flow' | 'reservation-draft' | 'doacao-a-perguntar' | 'cep-sugerido';

/** Keys holding a plain string (so 'true' is stored as `true`, not `"true"`); the others hold JSON. */
const TEXT_KEYS: ReadonlySet<StorageKeyName> = new Set(['aceitaCookies', 'canal-compra']);

/** Keys that survive a logout or an expired session: they describe the device, not the account. */
const DEVICE_KEYS: readonly StorageKeyName[] = ['aceitaCookies'];

type Listener = (key: StorageKeyName) => void;
const listeners = new Set<Listener>();

export function storageKey(key: StorageKeyName): string {
  return `${brand.storagePrefix}${key}`;
}

function backend(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

function notify(key: StorageKeyName): void {
  for (const listener of listeners) listener(key);
}

/** The raw stored text, used as a stable snapshot for React subscriptions. */
export function readStoredRaw(key: StorageKeyName): string | null {
  return backend()?.getItem(storageKey(key)) ?? null;
}

/** Writes a value in the key's encoding, unchecked: only the typed keys below and test set-ups call it. */
export function writeStoredRaw(key: StorageKeyName, value: unknown): void {
  const store = backend();
  if (!store) return;
  store.setItem(storageKey(key), TEXT_KEYS.has(key) ? String(value) : JSON.stringify(value));
  notify(key);
}

export function removeStoredRaw(key: StorageKeyName): void {
  backend()?.removeItem(storageKey(key));
  notify(key);
}

/** The stored text decoded in the key's encoding, unchecked; INVALID when it is not JSON. */
export function decodeStored(key: StorageKeyName, raw: string): unknown {
  if (TEXT_KEYS.has(key)) return raw;
  try {
    return JSON.parse(raw);
  } catch {
    return INVALID;
  }
}

/** One stored key with its check: the only way features read and write the device's storage. */
export interface StoredKey<T> {
  readonly name: StorageKeyName;
  /** The checked value; undefined when absent. A value that fails its check is dropped and reported. */
  read(): T | undefined;
  write(value: T): void;
  remove(): void;
  /** Checks a raw snapshot without side effects: undefined when absent, INVALID when it fails. */
  parse(raw: string | null): T | undefined | Invalid;
}

/**
 * Removes a value that failed its check, once: the `storage_invalid` event is pushed only if the text is still
 * the one that failed, so readers racing on the same bad value report it a single time.
 */
function drop(key: StorageKeyName, raw: string): void {
  if (readStoredRaw(key) !== raw) return;
  removeStoredRaw(key);
  pushEvent({ event: 'storage_invalid', key });
}

export function defineStoredKey<T>(name: StorageKeyName, check: Check<T>): StoredKey<T> {
  const parse = (raw: string | null): T | undefined | Invalid => {
    if (raw === null) return undefined;
    const value = decodeStored(name, raw);
    return value === INVALID ? INVALID : check(value);
  };
  return {
    name,
    parse,
    read() {
      const raw = readStoredRaw(name);
      const value = parse(raw);
      if (value !== INVALID) return value;
      drop(name, raw as string);
      return undefined;
    },
    write: (value) => writeStoredRaw(name, value),
    remove: () => removeStoredRaw(name),
  };
}

/**
 * Writes one key without bringing its check along, for code that only stores a value (e.g. the menu opening a
 * product) and belongs in the first load, where the check's size counts. The owner's `defineStoredKey` reads it.
 */
export function storedKeyWriter<T>(name: StorageKeyName): Pick<StoredKey<T>, 'name' | 'write' | 'remove'> {
  return { name, write: (value) => writeStoredRaw(name, value), remove: () => removeStoredRaw(name) };
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
  for (const name of doomed) {
    store.removeItem(name);
    notify(name.slice(brand.storagePrefix.length) as StorageKeyName);
  }
}

/** Subscribes to writes made through this module and to changes from other tabs. */
export function subscribeStorage(listener: Listener): () => void {
  listeners.add(listener);
  const onForeignChange = (event: StorageEvent) => {
    if (!event.key?.startsWith(brand.storagePrefix)) return;
    listener(event.key.slice(brand.storagePrefix.length) as StorageKeyName);
  };
  window.addEventListener('storage', onForeignChange);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onForeignChange);
  };
}
