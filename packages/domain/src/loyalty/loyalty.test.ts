import { describe, expect, it } from 'vitest';
import { hasInvertedColours, LOYALTY_LEVELS, loyaltyLevelFromPoints, pointsToNextLevel } from './levels.ts';
import {
  canOpenLoyaltyLink,
  DEFAULT_LOYALTY,
  isLoyaltyMemberDisplayed,
  loyaltyOrDefault,
} from './membership.ts';
import { walletItemStatus } from './wallet.ts';

describe('loyalty levels (§4 table)', () => {
  it.each([
    [0, 1, 'Areia'],
    [1, 1, 'Areia'],
    [800, 1, 'Areia'],
    [801, 2, 'Onda'],
    [1600, 2, 'Onda'],
    [1601, 3, 'Coral'],
    [3199, 3, 'Coral'],
    [3200, 4, 'Pérola'],
    [3201, 4, 'Pérola'],
    [1_000_000, 4, 'Pérola'],
  ])('%i points → level %i %s', (points, nivel, nome) => {
    expect(loyaltyLevelFromPoints(points)).toMatchObject({ nivel, nome });
  });

  it.each([-1, 1.5, Number.NaN])('rejects %s points', (points) => {
    expect(() => loyaltyLevelFromPoints(points)).toThrow(RangeError);
  });

  it.each([
    [0, 801],
    [800, 1],
    [1600, 1],
    [3199, 1],
    [3200, null],
  ])('%i points → %j to the next level', (points, missing) => {
    expect(pointsToNextLevel(points)).toBe(missing);
  });

  it('levels are contiguous', () => {
    LOYALTY_LEVELS.slice(1).forEach((level, i) => {
      expect(level.minPoints).toBe((LOYALTY_LEVELS[i]?.maxPoints ?? 0) + 1);
    });
  });

  it.each([
    [4, true],
    [3, false],
    [0, false],
  ])('level %i inverted colours: %s', (nivel, inverted) => {
    expect(hasInvertedColours(nivel)).toBe(inverted);
  });
});

describe('membership', () => {
  it('defaults to Areia with loyalty false', () => {
    expect(loyaltyOrDefault(null)).toEqual({
      shinguru: false,
      nivel: 1,
      nome: 'Areia',
      saldo_pontos: 0,
      mostrar_shinguru: false,
    });
    expect(loyaltyOrDefault(undefined)).not.toBe(DEFAULT_LOYALTY);
    const record = { ...DEFAULT_LOYALTY, shinguru: true, nivel: 3 as const };
    expect(loyaltyOrDefault(record)).toBe(record);
  });

  const member = { shinguru: true, nivel: 2 as const, mostrar_shinguru: true };
  const enabled = { habilitadoShinguru: true };
  it.each([
    [member, enabled, true],
    [{ ...member, shinguru: false }, enabled, false],
    [{ ...member, nivel: 0 as const }, enabled, false],
    [{ ...member, mostrar_shinguru: false }, enabled, false],
    [member, { habilitadoShinguru: false }, false],
    [member, null, false],
  ])('member display %j at %j → %s', (loyalty, store, shown) => {
    expect(isLoyaltyMemberDisplayed(loyalty, store)).toBe(shown);
  });

  it.each([
    [true, { nivel: 1 as const }, null, true],
    [true, { nivel: 1 as const }, enabled, true],
    [true, { nivel: 4 as const }, { habilitadoShinguru: false }, false],
    [true, { nivel: 0 as const }, null, false],
    [true, null, null, false],
    [false, { nivel: 2 as const }, null, false],
  ])('loyalty link: logged in %s, %j, store %j → %s', (loggedIn, loyalty, store, allowed) => {
    expect(canOpenLoyaltyLink(loggedIn, loyalty, store)).toBe(allowed);
  });
});

describe('wallet item status (all 16 flag combinations)', () => {
  // disponivel, reservado, utilizado, held → status
  const rows: [boolean, boolean, boolean, boolean, string][] = [
    [false, false, false, false, 'Utilizado'], // neither available nor reserved
    [false, false, false, true, 'Reservado'],
    [false, false, true, false, 'Utilizado'],
    [false, false, true, true, 'Utilizado'],
    [false, true, false, false, 'Reservado'],
    [false, true, false, true, 'Reservado'],
    [false, true, true, false, 'Utilizado'],
    [false, true, true, true, 'Utilizado'],
    [true, false, false, false, 'Disponível'],
    [true, false, false, true, 'Reservado'], // held in the restaurant benefits
    [true, false, true, false, 'Utilizado'],
    [true, false, true, true, 'Utilizado'],
    [true, true, false, false, 'Reservado'],
    [true, true, false, true, 'Reservado'],
    [true, true, true, false, 'Utilizado'],
    [true, true, true, true, 'Utilizado'],
  ];

  it.each(rows)(
    'disponivel %s reservado %s utilizado %s held %s → %s',
    (disponivel, reservado, utilizado, held, status) => {
      expect(walletItemStatus({ disponivel, reservado, utilizado, held })).toBe(status);
    },
  );

  it.each([
    [{ disponivel: true, reservado: false, utilizado: false, held: false }, 'Disponível'],
    [{ disponivel: true, reservado: true, utilizado: false, held: false }, 'Reservado'],
    [{ disponivel: true, reservado: false, utilizado: false, held: true }, 'Reservado'],
    [{ disponivel: false, reservado: false, utilizado: true, held: false }, 'Utilizado'],
    [{ disponivel: false, reservado: false, utilizado: false, held: false }, 'Utilizado'],
  ])('spec sentences: %j → %s', (flags, status) => {
    expect(walletItemStatus(flags)).toBe(status);
  });
});
