/** Status of a loyalty wallet item (§4). */
export type WalletItemStatus = 'Disponível' | 'Reservado' | 'Utilizado';

/** A wallet item's flags, plus whether the restaurant's benefits list (the bag's benefit queries) holds it. */
export interface WalletItemFlags {
  disponivel: boolean;
  reservado: boolean;
  utilizado: boolean;
  /** Held in the restaurant benefits (already taken into the bag on this device). */
  held: boolean;
}

/**
 * Wallet item status (§4). Where the spec's three conditions overlap, "used" wins, then "reserved or held":
 * 'Utilizado' if used; 'Reservado' if reserved or held; 'Disponível' if available; else 'Utilizado'
 * (neither available nor reserved).
 */
export function walletItemStatus(item: WalletItemFlags): WalletItemStatus {
  if (item.utilizado) return 'Utilizado';
  if (item.reservado || item.held) return 'Reservado';
  return item.disponivel ? 'Disponível' : 'Utilizado';
}
