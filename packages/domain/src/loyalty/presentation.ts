import { LOYALTY_LEVELS, type LoyaltyLevel, loyaltyLevelFromPoints, pointsToNextLevel } from './levels.ts';

/** A member's place on the level ladder (`GET fidelidade`: nivel, nome, proximo_nivel, pontos_proximo_nivel, progresso). */
export interface LevelProgress {
  nivel: LoyaltyLevel['nivel'];
  nome: LoyaltyLevel['nome'];
  /** Name of the next level; null at the top. */
  proximoNivel: LoyaltyLevel['nome'] | null;
  /** Whole points still missing to reach the next level; null at the top. */
  pontosProximoNivel: number | null;
  /** Integer percent 0–100 of the way through the current level's range (floored; 100 at the top). */
  progresso: number;
}

/**
 * The progress bar of the club card for a balance of `points` (whole, ≥ 0; RangeError otherwise): the share of
 * the current level's range already covered, from its minimum to the next level's minimum, floored to a whole
 * percent, so 100 only at the top level.
 */
export function levelProgress(points: number): LevelProgress {
  const level = loyaltyLevelFromPoints(points);
  const next = LOYALTY_LEVELS[level.nivel];
  if (!next)
    return {
      nivel: level.nivel,
      nome: level.nome,
      proximoNivel: null,
      pontosProximoNivel: null,
      progresso: 100,
    };
  const progresso = Math.floor(((points - level.minPoints) * 100) / (next.minPoints - level.minPoints));
  return {
    nivel: level.nivel,
    nome: level.nome,
    proximoNivel: next.nome,
    pontosProximoNivel: pointsToNextLevel(points),
    progresso,
  };
}
