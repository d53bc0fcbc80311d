/** A loyalty level number: 0 not a member, 1 Areia … 4 Pérola (the top, shown with inverted colours). */
export type LoyaltyLevelNumber = 0 | 1 | 2 | 3 | 4;

/** A level of the Shinguru programme with its points range, both ends inclusive (max Infinity for the top). */
export interface LoyaltyLevel {
  nivel: Exclude<LoyaltyLevelNumber, 0>;
  nome: 'Areia' | 'Onda' | 'Coral' | 'Pérola';
  minPoints: number;
  maxPoints: number;
}

/**
 * The §4 table, made non-overlapping: 0 points is Areia (a member's entry level; level 0 only means "not a
 * member"), and exactly 3200 points is Pérola (the top level is reached at 3200, so Coral ends at 3199).
 */
export const LOYALTY_LEVELS: readonly LoyaltyLevel[] = [
  { nivel: 1, nome: 'Areia', minPoints: 0, maxPoints: 800 },
  { nivel: 2, nome: 'Onda', minPoints: 801, maxPoints: 1600 },
  { nivel: 3, nome: 'Coral', minPoints: 1601, maxPoints: 3199 },
  { nivel: 4, nome: 'Pérola', minPoints: 3200, maxPoints: Number.POSITIVE_INFINITY },
];

/** The top level number; its card swaps background and text colours (§9). */
export const TOP_LOYALTY_LEVEL = 4;

/** A member's level from a points balance (whole points ≥ 0); throws RangeError on negative or fractional points. */
export function loyaltyLevelFromPoints(points: number): LoyaltyLevel {
  if (!Number.isSafeInteger(points) || points < 0)
    throw new RangeError(`points must be a whole number >= 0, got ${points}`);
  const level = LOYALTY_LEVELS.find((candidate) => points <= candidate.maxPoints);
  return level as LoyaltyLevel;
}

/** Points (whole) still missing to reach the next level; null at the top level. */
export function pointsToNextLevel(points: number): number | null {
  const next = LOYALTY_LEVELS[loyaltyLevelFromPoints(points).nivel];
  return next ? next.minPoints - points : null;
}

/** True for the top level (4, Pérola), whose card is drawn with inverted colours. */
export function hasInvertedColours(nivel: number): boolean {
  return nivel === TOP_LOYALTY_LEVEL;
}
