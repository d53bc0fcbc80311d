import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loyaltyLevelFromPoints } from './levels.ts';
import { levelProgress } from './presentation.ts';

describe('levelProgress', () => {
  it.each([
    [0, 1, 'Areia', 'Onda', 801, 0],
    [400, 1, 'Areia', 'Onda', 401, 49],
    [800, 1, 'Areia', 'Onda', 1, 99],
    [801, 2, 'Onda', 'Coral', 800, 0],
    [1200, 2, 'Onda', 'Coral', 401, 49],
    [1600, 2, 'Onda', 'Coral', 1, 99],
    [1601, 3, 'Coral', 'Pérola', 1599, 0],
    [2400, 3, 'Coral', 'Pérola', 800, 49],
    [3199, 3, 'Coral', 'Pérola', 1, 99],
    [3200, 4, 'Pérola', null, null, 100],
    [50_000, 4, 'Pérola', null, null, 100],
  ])(
    '%i points → level %i %s, next %s in %s points, %i %%',
    (points, nivel, nome, proximoNivel, pontosProximoNivel, progresso) => {
      expect(levelProgress(points)).toEqual({ nivel, nome, proximoNivel, pontosProximoNivel, progresso });
    },
  );

  it.each([-1, 0.5])('rejects %s points', (points) => {
    expect(() => levelProgress(points)).toThrow(RangeError);
  });

  it('progress is an integer 0–100, 100 only at the top, and never falls within a level (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), fc.integer({ min: 0, max: 500 }), (points, more) => {
        const here = levelProgress(points);
        const after = levelProgress(points + more);
        const sameLevel =
          loyaltyLevelFromPoints(points).nivel === loyaltyLevelFromPoints(points + more).nivel;
        return (
          Number.isInteger(here.progresso) &&
          here.progresso >= 0 &&
          here.progresso <= 100 &&
          (here.progresso === 100) === (here.nivel === 4) &&
          (!sameLevel || after.progresso >= here.progresso)
        );
      }),
    );
  });
});
