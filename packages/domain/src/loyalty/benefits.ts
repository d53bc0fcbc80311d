import type { LoyaltyLevelNumber } from './levels.ts';
import type { LoyaltyStore } from './membership.ts';
import type { WalletItemState } from './wallet.ts';

/** Where a benefit is enjoyed: in a delivery order or at the restaurant. */
export type BenefitCategory = 'delivery' | 'restaurante';
/** How a benefit is used: a free product in the bag, a 'beneficio' coupon, or shown at the restaurant. */
export type BenefitUse = 'produto' | 'cupom' | 'restaurante';
/**
 * When a benefit becomes a wallet item: every São Paulo calendar month, in the birth month, once on reaching its
 * level, or never ('permanente': a perk shown as unlocked, with no wallet item).
 */
export type BenefitRecurrence = 'mensal' | 'aniversario' | 'nivel' | 'permanente';

/** Every benefit category (catalogue and contract enums). */
export const BENEFIT_CATEGORIES: readonly BenefitCategory[] = ['delivery', 'restaurante'];
/** Every benefit use (catalogue and contract enums). */
export const BENEFIT_USES: readonly BenefitUse[] = ['produto', 'cupom', 'restaurante'];
/** Every benefit recurrence (catalogue and contract enums). */
export const BENEFIT_RECURRENCES: readonly BenefitRecurrence[] = [
  'mensal',
  'aniversario',
  'nivel',
  'permanente',
];

/**
 * A benefit of the catalogue (§9, the eleven; ADR 0160 Q4). `id` is the wire `id_cupom`/`id_beneficio`, `nivel`
 * the level that unlocks it, `produtoCod` the hidden product of a 'produto' benefit (else null), `validadeDias`
 * the validity in days of a 'nivel' grant (null = no expiry), `versao` the wire `versao_cupom`.
 */
export interface LoyaltyBenefit {
  id: number;
  slug: string;
  nome: string;
  descricao: string;
  icone: string;
  categoria: BenefitCategory;
  uso: BenefitUse;
  nivel: Exclude<LoyaltyLevelNumber, 0>;
  recorrencia: BenefitRecurrence;
  produtoCod: number | null;
  validadeDias: number | null;
  versao: number;
  ativo: boolean;
}

/**
 * The active benefits a level holds, in catalogue order. Cumulative: a level holds its own and every lower level's
 * benefits; level 0 (not a member) holds none.
 */
export function benefitsUnlockedAt(
  nivel: LoyaltyLevelNumber,
  catalogue: readonly LoyaltyBenefit[],
): LoyaltyBenefit[] {
  return catalogue.filter((benefit) => benefit.ativo && benefit.nivel <= nivel);
}

/** Why a benefit cannot be used (the contract's error codes; texts in LOYALTY_MESSAGES). */
export type BenefitRefusalCode =
  | 'loyalty_not_member'
  | 'loyalty_store_disabled'
  | 'benefit_level_locked'
  | 'benefit_unavailable';

/** What benefitRefusal reads. */
export interface BenefitUseContext {
  /** The customer has a loyalty account (shinguru true). */
  member: boolean;
  /** The member's current level (from the balance). */
  nivel: LoyaltyLevelNumber;
  /** The store the benefit is used at; null for a restaurant activation, which has no store. */
  store: LoyaltyStore | null;
  benefit: LoyaltyBenefit;
  /** State of the wallet item being used; null when there is none (a 'permanente' perk needs none). */
  itemEstado: WalletItemState | null;
  /** First instant the wallet item is no longer valid (exclusive); null = no expiry. */
  validoAte: Date | null;
  now: Date;
}

/**
 * Why the member cannot use this benefit now, or null when they can. Checked in order: member, store with
 * Shinguru, then the item. A wallet item is the grant itself and stays usable after a level drop (Q9), so the
 * level is checked only when there is no item (a 'permanente' perk, or a request without one); an item must be
 * 'disponivel' and `now` before `validoAte`, and the benefit active.
 */
export function benefitRefusal(context: BenefitUseContext): BenefitRefusalCode | null {
  const { benefit, itemEstado, validoAte, now } = context;
  if (!context.member || context.nivel === 0) return 'loyalty_not_member';
  if (context.store !== null && !context.store.habilitadoShinguru) return 'loyalty_store_disabled';
  if (!benefit.ativo) return 'benefit_unavailable';
  if (itemEstado === null) {
    if (context.nivel < benefit.nivel) return 'benefit_level_locked';
    return benefit.recorrencia === 'permanente' ? null : 'benefit_unavailable';
  }
  if (itemEstado !== 'disponivel') return 'benefit_unavailable';
  if (validoAte !== null && now.getTime() >= validoAte.getTime()) return 'benefit_unavailable';
  return null;
}
