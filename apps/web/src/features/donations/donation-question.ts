import { brand } from '../../config/brand.ts';

/**
 * The orders placed in this visit whose donation question is still to come. The question is asked once per order,
 * when the order's screen opens after it was placed (after the Pix is paid, for a Pix order). Kept in the tab's
 * session storage, so a reload before that screen opens still asks; closing the tab forgets it. Where session
 * storage cannot be used, the list lives in memory.
 */
const KEY = `${brand.storagePrefix}doacao-a-perguntar`;
let memory = new Set<number>();

function read(): Set<number> {
  try {
    const list: unknown = JSON.parse(window.sessionStorage.getItem(KEY) ?? '[]');
    return new Set(Array.isArray(list) ? list.filter((id): id is number => Number.isSafeInteger(id)) : []);
  } catch {
    return new Set(memory);
  }
}

function write(ids: Set<number>): void {
  memory = ids;
  try {
    if (ids.size === 0) window.sessionStorage.removeItem(KEY);
    else window.sessionStorage.setItem(KEY, JSON.stringify([...ids]));
  } catch {
    // memory only
  }
}

/** The checkout placed `pedidoId`: its screen will ask for a donation. */
export function askDonationAfter(pedidoId: number): void {
  write(read().add(pedidoId));
}

/** Whether the order's screen should ask now; true at most once per order. */
export function takeDonationQuestion(pedidoId: number): boolean {
  const ids = read();
  if (!ids.delete(pedidoId)) return false;
  write(ids);
  return true;
}
