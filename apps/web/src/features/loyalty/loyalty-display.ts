import type { LoyaltyStatusData } from '@comanda/contract';
import { isLoyaltyMemberDisplayed, type LoyaltyLevelNumber } from '@comanda/domain';
import type { StoredStoreLoyalty } from './loyalty-link.ts';

/**
 * §4 member display (domain `isLoyaltyMemberDisplayed`) for an answer of `GET fidelidade` and the current store:
 * what shows the experiences banner.
 */
export function showsMemberPerks(
  loyalty: Pick<LoyaltyStatusData, 'shinguru' | 'nivel' | 'mostrar_shinguru'>,
  store: StoredStoreLoyalty | null | undefined,
): boolean {
  return isLoyaltyMemberDisplayed(
    { ...loyalty, nivel: loyalty.nivel as LoyaltyLevelNumber },
    store && { habilitadoShinguru: store.habilitadoShinguru === true },
  );
}
