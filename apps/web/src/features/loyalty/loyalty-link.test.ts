import { afterEach, describe, expect, it } from 'vitest';
import { removeStored, writeStored } from '../../testing/stored.ts';
import type { StoredUser } from '../auth/index.ts';
import { canSeeLoyaltyLink, loyaltyLevel } from './loyalty-link.ts';

const user: StoredUser = { jwt: 't', id_externo: 'c-1', nome: 'Ana' };

afterEach(() => removeStored('fidelidade'));

describe('loyaltyLevel', () => {
  it('reads the stored fidelidade record, not the user', () => {
    writeStored('fidelidade', { nivel: 3, shinguru: true, saldo_pontos: 2000 });
    expect(loyaltyLevel({ ...user, shinguru: true })).toBe(3);
  });

  it('reads a logged-in user without a record as Areia (§4) and a visitor as 0', () => {
    expect(loyaltyLevel(user)).toBe(1);
    writeStored('fidelidade', { nivel: 4, shinguru: true });
    expect(loyaltyLevel(null)).toBe(0);
  });

  it('drops a record that is not one and reads Areia', () => {
    writeStored('fidelidade', { nivel: 'quatro' });
    expect(loyaltyLevel(user)).toBe(1);
  });
});

describe('canSeeLoyaltyLink', () => {
  it('admits a non-member (Areia) so the club can invite them', () => {
    writeStored('fidelidade', { nivel: 1, shinguru: false });
    expect(canSeeLoyaltyLink(user, null)).toBe(true);
  });

  it('follows the store: absent or taking part', () => {
    writeStored('fidelidade', { nivel: 2, shinguru: true });
    expect(canSeeLoyaltyLink(user, undefined)).toBe(true);
    expect(canSeeLoyaltyLink(user, { habilitadoShinguru: true })).toBe(true);
    expect(canSeeLoyaltyLink(user, { habilitadoShinguru: false })).toBe(false);
    expect(canSeeLoyaltyLink(user, {})).toBe(false);
  });

  it('refuses a visitor and a record at level 0', () => {
    expect(canSeeLoyaltyLink(null, null)).toBe(false);
    expect(canSeeLoyaltyLink(user, null, { nivel: 0, shinguru: false })).toBe(false);
  });
});
