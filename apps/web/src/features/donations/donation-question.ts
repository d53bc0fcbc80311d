/**
 * The orders placed in this visit whose donation question is still to come. The question is asked once per order,
 * when the order's screen opens after it was placed (after the Pix is paid, for a Pix order); a reload forgets it.
 */
const toAsk = new Set<number>();

/** The checkout placed `pedidoId`: its screen will ask for a donation. */
export function askDonationAfter(pedidoId: number): void {
  toAsk.add(pedidoId);
}

/** Whether the order's screen should ask now; true at most once per order. */
export function takeDonationQuestion(pedidoId: number): boolean {
  return toAsk.delete(pedidoId);
}
