import { canOpenLoyaltyLink, DEFAULT_LOYALTY, type LoyaltyLevelNumber } from '@comanda/domain';
import type { StoredUser } from '../auth/index.ts';
import { readLoyaltyRecord, type StoredLoyaltyRecord } from './loyalty-record.ts';

/** The part of the stored store (§3 Store) the loyalty rules read. */
export interface StoredStoreLoyalty {
  habilitadoShinguru?: boolean;
}

/**
 * The user's loyalty level from the stored `fidelidade` record: 0 for a visitor; a logged-in user whose record has
 * not arrived yet reads as Areia (§4: no record → Areia with loyalty false).
 */
export function loyaltyLevel(
  user: StoredUser | null,
  record: StoredLoyaltyRecord | undefined = readLoyaltyRecord(),
): number {
  if (!user) return 0;
  return (record ?? DEFAULT_LOYALTY).nivel;
}

/**
 * §2 loyalty-link rule (domain `canOpenLoyaltyLink`): a logged-in user whose loyalty balance is at level 1 or
 * above, while no store is chosen or the chosen store takes part in the programme. A non-member reads as Areia, so
 * the link leads them to the club, which invites them to join.
 */
export function canSeeLoyaltyLink(
  user: StoredUser | null,
  store: StoredStoreLoyalty | null | undefined,
  record: StoredLoyaltyRecord | undefined = readLoyaltyRecord(),
): boolean {
  return canOpenLoyaltyLink(
    user !== null,
    { nivel: loyaltyLevel(user, record) as LoyaltyLevelNumber },
    store && { habilitadoShinguru: store.habilitadoShinguru === true },
  );
}
