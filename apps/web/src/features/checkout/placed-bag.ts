import { number, object } from '../../lib/schema.ts';
import { defineStoredKey } from '../../lib/storage.ts';
import { bagSnapshotCheck, restoreBag, takeBagSnapshot } from '../bag/index.ts';

/**
 * `pedido-pix`, owned by the checkout: the bag of the last order paid by Pix, kept when the bag is cleared on placing
 * it, so that 'Tentar novamente' or 'Trocar forma de pagamento' after an unpaid Pix can fill the bag again.
 */
const placedBagKey = defineStoredKey('pedido-pix', object({ pedidoId: number, sacola: bagSnapshotCheck() }));

/** Keeps the bag as it is now for the Pix order `pedidoId` (call before clearing the bag). */
export function keepPlacedBag(pedidoId: number): void {
  const sacola = takeBagSnapshot();
  if (sacola) placedBagKey.write({ pedidoId, sacola });
  else placedBagKey.remove();
}

/** Fills the bag again with what order `pedidoId` held, when it is the one kept and the bag is empty. */
export function refillPlacedBag(pedidoId: number): boolean {
  const kept = placedBagKey.read();
  if (kept?.pedidoId !== pedidoId) return false;
  const refilled = restoreBag(kept.sacola);
  placedBagKey.remove();
  return refilled;
}

/** The order was paid: its bag is no longer needed. */
export function forgetPlacedBag(pedidoId: number): void {
  if (placedBagKey.read()?.pedidoId === pedidoId) placedBagKey.remove();
}
