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

/** Stored state of a wallet item (`loyalty_wallet_items.estado`). */
export type WalletItemState = 'disponivel' | 'reservado' | 'utilizado' | 'expirado';

/** Every wallet item state (catalogue and contract enums). */
export const WALLET_ITEM_STATES: readonly WalletItemState[] = [
  'disponivel',
  'reservado',
  'utilizado',
  'expirado',
];

/**
 * What happens to a wallet item: held for a bag or activation ('reserve'), hold dropped ('release'), spent with an
 * order ('consume'), validity over ('expire'), order cancelled or payment failed after spending ('giveBack').
 */
export type WalletEvent = 'reserve' | 'release' | 'consume' | 'expire' | 'giveBack';

/** Every wallet event. */
export const WALLET_EVENTS: readonly WalletEvent[] = ['reserve', 'release', 'consume', 'expire', 'giveBack'];

/**
 * The state after `event`, or null when the event is not allowed there: reserve disponivel → reservado; release
 * reservado → disponivel; consume reservado → utilizado; expire disponivel | reservado → expirado; giveBack
 * utilizado → disponivel. 'expirado' is final.
 */
export function walletTransition(estado: WalletItemState, event: WalletEvent): WalletItemState | null {
  switch (event) {
    case 'reserve':
      return estado === 'disponivel' ? 'reservado' : null;
    case 'release':
      return estado === 'reservado' ? 'disponivel' : null;
    case 'consume':
      return estado === 'reservado' ? 'utilizado' : null;
    case 'expire':
      return estado === 'disponivel' || estado === 'reservado' ? 'expirado' : null;
    case 'giveBack':
      return estado === 'utilizado' ? 'disponivel' : null;
    default: {
      const unknown: never = event;
      throw new RangeError(`unknown wallet event ${String(unknown)}`);
    }
  }
}

/** The wire flags of a wallet item (`fidelidade_carteira`), read by walletItemStatus. */
export interface WalletWireFlags {
  disponivel: boolean;
  reservado: boolean;
  utilizado: boolean;
}

/**
 * Wire flags of an item in state `estado`, valid until `validoAte` (exclusive; null = no expiry) at instant `now`:
 * disponivel = 'disponivel' and not past validity; reservado = 'reservado'; utilizado = 'utilizado', 'expirado',
 * or past validity (an expiry not yet written counts as expired).
 */
export function walletFlags(estado: WalletItemState, validoAte: Date | null, now: Date): WalletWireFlags {
  const past = validoAte !== null && now.getTime() >= validoAte.getTime();
  return {
    disponivel: estado === 'disponivel' && !past,
    reservado: estado === 'reservado',
    utilizado: estado === 'utilizado' || estado === 'expirado' || past,
  };
}
