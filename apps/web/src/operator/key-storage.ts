/**
 * Where the board keeps its store's key on this device: the kitchen tablet stays signed in across restarts until
 * 'Sair'. Outside the customer app's brand prefix, so a customer's logout on the same origin leaves it alone.
 */
export const OPERATOR_KEY_STORAGE = 'comanda-operador:chave-loja';

export function readStoredKey(): string | null {
  try {
    return localStorage.getItem(OPERATOR_KEY_STORAGE);
  } catch {
    return null;
  }
}

export function storeKey(key: string): void {
  try {
    localStorage.setItem(OPERATOR_KEY_STORAGE, key);
  } catch {
    // storage refused (private mode): the key lasts until the page closes
  }
}

export function forgetKey(): void {
  try {
    localStorage.removeItem(OPERATOR_KEY_STORAGE);
  } catch {
    // nothing was stored
  }
}
