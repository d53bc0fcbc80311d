import type { StoredUser } from '../auth/index.ts';

/** The part of the stored store (§3 Store) the loyalty rules read. */
export interface StoredStoreLoyalty {
  habilitadoShinguru?: boolean;
}

export function loyaltyLevel(user: StoredUser | null): number {
  const record = user?.shinguru;
  if (!record || typeof record !== 'object') return 0;
  return Number.isFinite(record.nivel) ? record.nivel : 0;
}

/**
 * §2 loyalty-link rule: a logged-in user whose loyalty balance is at level 1 or above, while no store is chosen
 * or the chosen store takes part in the programme.
 */
export function canSeeLoyaltyLink(
  user: StoredUser | null,
  store: StoredStoreLoyalty | null | undefined,
): boolean {
  if (!user) return false;
  if (loyaltyLevel(user) < 1) return false;
  return !store || store.habilitadoShinguru === true;
}
