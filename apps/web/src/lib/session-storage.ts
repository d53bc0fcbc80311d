import { brand } from '../config/brand.ts';
import { pushEvent } from './data-layer.ts';
import { type Check, INVALID } from './schema.ts';
import type { SessionKeyName } from './storage.ts';

/** The name each key is stored under: the ones earlier versions used, so a tab open across an update keeps its values. */
const SESSION_STORAGE_NAMES: Record<SessionKeyName, string> = {
  'auth-flow': 'comanda-auth-flow',
  'reservation-draft': 'comanda-reservation-draft',
  'doacao-a-perguntar': `${brand.storagePrefix}doacao-a-perguntar`,
  'cep-sugerido': `${brand.storagePrefix}cep-sugerido`,
};

/** What each key holds where the tab's sessionStorage cannot be used (private mode, storage full): this page's memory. */
const memory = new Map<SessionKeyName, string>();

/** The stored JSON text; the memory copy when sessionStorage cannot be read. */
function readSessionRaw(key: SessionKeyName): string | null {
  try {
    return window.sessionStorage.getItem(SESSION_STORAGE_NAMES[key]);
  } catch {
    return memory.get(key) ?? null;
  }
}

function writeSessionRaw(key: SessionKeyName, text: string): void {
  memory.set(key, text);
  try {
    window.sessionStorage.setItem(SESSION_STORAGE_NAMES[key], text);
  } catch {
    // the memory copy stands in
  }
}

function removeSessionRaw(key: SessionKeyName): void {
  memory.delete(key);
  try {
    window.sessionStorage.removeItem(SESSION_STORAGE_NAMES[key]);
  } catch {
    // the memory copy is gone already
  }
}

/** One key of the tab's session with its check: the only way features read and write sessionStorage. */
export interface SessionKey<T> {
  readonly name: SessionKeyName;
  /** The checked value; undefined when absent. A value that fails its check (or is not JSON) is dropped and reported. */
  read(): T | undefined;
  write(value: T): void;
  remove(): void;
}

function decode<T>(raw: string, check: Check<T>): T | typeof INVALID {
  try {
    return check(JSON.parse(raw));
  } catch {
    return INVALID;
  }
}

/** A session key's handle, as `defineStoredKey` gives a localStorage key's (ADR 0104). */
export function defineSessionKey<T>(name: SessionKeyName, check: Check<T>): SessionKey<T> {
  return {
    name,
    read() {
      const raw = readSessionRaw(name);
      if (raw === null) return undefined;
      const value = decode(raw, check);
      if (value !== INVALID) return value;
      removeSessionRaw(name);
      pushEvent({ event: 'storage_invalid', key: name });
      return undefined;
    },
    write: (value) => writeSessionRaw(name, JSON.stringify(value)),
    remove: () => removeSessionRaw(name),
  };
}
