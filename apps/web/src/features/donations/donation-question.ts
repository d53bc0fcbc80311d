import { type Check, INVALID } from '../../lib/schema.ts';
import { defineSessionKey } from '../../lib/session-storage.ts';

/** Order ids; anything else in the list is left out. */
const orderIds: Check<number[]> = (value) =>
  Array.isArray(value) ? value.filter((id): id is number => Number.isSafeInteger(id)) : INVALID;

/**
 * The orders placed in this visit whose donation question is still to come. The question is asked once per order,
 * when the order's screen opens after it was placed (after the Pix is paid, for a Pix order). Kept in the tab's
 * session storage, so a reload before that screen opens still asks; closing the tab forgets it. Where session
 * storage cannot be used, the list lives in memory.
 */
const pendingQuestions = defineSessionKey('doacao-a-perguntar', orderIds);

function read(): Set<number> {
  return new Set(pendingQuestions.read());
}

function write(ids: Set<number>): void {
  if (ids.size === 0) pendingQuestions.remove();
  else pendingQuestions.write([...ids]);
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
