import type { LoyaltyLevelNumber } from './levels.ts';

/** The user's loyalty record as the app reads it: membership flag, level, points and the display preference. */
export interface LoyaltyStatus {
  shinguru: boolean;
  nivel: LoyaltyLevelNumber;
  nome: string;
  saldo_pontos: number;
  mostrar_shinguru: boolean;
}

/** A user without a loyalty record is treated as Areia with loyalty false (§4), 0 points, not shown. */
export const DEFAULT_LOYALTY: Readonly<LoyaltyStatus> = {
  shinguru: false,
  nivel: 1,
  nome: 'Areia',
  saldo_pontos: 0,
  mostrar_shinguru: false,
};

/** The user's loyalty record, or the Areia-with-loyalty-false default when there is none (§4). */
export function loyaltyOrDefault(record: LoyaltyStatus | null | undefined): LoyaltyStatus {
  return record ?? { ...DEFAULT_LOYALTY };
}

/** The store fields the loyalty rules read. */
export interface LoyaltyStore {
  habilitadoShinguru: boolean;
}

/**
 * Loyalty member display (§4): shinguru flag, level above 0, mostrar_shinguru, and a current store with
 * habilitadoShinguru enabled (no store → not shown).
 */
export function isLoyaltyMemberDisplayed(
  loyalty: Pick<LoyaltyStatus, 'shinguru' | 'nivel' | 'mostrar_shinguru'>,
  store: LoyaltyStore | null | undefined,
): boolean {
  return (
    loyalty.shinguru && loyalty.nivel > 0 && loyalty.mostrar_shinguru && store?.habilitadoShinguru === true
  );
}

/**
 * The loyalty-link guard (§2): a logged-in user whose loyalty balance is at level 1 or above, and either no store
 * chosen yet or a store with loyalty enabled.
 */
export function canOpenLoyaltyLink(
  loggedIn: boolean,
  loyalty: Pick<LoyaltyStatus, 'nivel'> | null | undefined,
  store: LoyaltyStore | null | undefined,
): boolean {
  return loggedIn && (loyalty?.nivel ?? 0) >= 1 && (store == null || store.habilitadoShinguru);
}
