import { afterEach, describe, expect, it } from 'vitest';
import type { StoredUser } from '../features/auth/index.ts';
import { removeStored, writeStored } from '../testing/stored.ts';
import { decideAccess, type GuardContext, LOGIN_REQUIRED_MESSAGE } from './guards.ts';

const user: StoredUser = { jwt: 'token', id_externo: 'ext-1', nome: 'Ana Souza' };
const visitorOnMobile: GuardContext = { user: null, isDesktop: false, store: null };

describe('decideAccess', () => {
  it('lets anyone into an unguarded route', () => {
    expect(decideAccess([], visitorOnMobile)).toEqual({ kind: 'allow' });
  });

  it('sends a visitor to login with the spec toast on a logged-in route', () => {
    expect(decideAccess(['logged-in'], visitorOnMobile)).toEqual({
      kind: 'redirect',
      to: '/login',
      toast: LOGIN_REQUIRED_MESSAGE,
    });
    expect(LOGIN_REQUIRED_MESSAGE).toBe('Faça login para continuar!!!');
    expect(decideAccess(['logged-in'], { ...visitorOnMobile, user })).toEqual({ kind: 'allow' });
  });

  it('sends a logged-in user away from visitor-only routes to the menu, silently', () => {
    expect(decideAccess(['visitor-only'], { ...visitorOnMobile, user })).toEqual({
      kind: 'redirect',
      to: '/tabs/cardapio',
    });
    expect(decideAccess(['visitor-only'], visitorOnMobile)).toEqual({ kind: 'allow' });
  });

  it('keeps mobile-only routes to viewports under 768 px', () => {
    expect(decideAccess(['mobile-only'], { ...visitorOnMobile, isDesktop: true })).toEqual({
      kind: 'redirect',
      to: '/tabs/cardapio',
    });
    expect(decideAccess(['mobile-only'], visitorOnMobile)).toEqual({ kind: 'allow' });
  });

  describe('loyalty-link, from the stored fidelidade record', () => {
    afterEach(() => removeStored('fidelidade'));
    const areia = { nivel: 1, shinguru: true, saldo_pontos: 120 };
    it.each([
      ['a visitor', null, areia, null, false],
      ['a user whose record has not arrived (Areia, §4)', user, undefined, null, true],
      ['a non-member (Areia with shinguru false)', user, { nivel: 1, shinguru: false }, null, true],
      ['a record at level 0', user, { nivel: 0, shinguru: false }, null, false],
      ['a member with no store chosen', user, areia, null, true],
      ['a member whose store has loyalty', user, areia, { habilitadoShinguru: true }, true],
      ['a member whose store has no loyalty', user, areia, { habilitadoShinguru: false }, false],
    ])('%s', (_label, who, record, store, allowed) => {
      if (record) writeStored('fidelidade', record);
      const decision = decideAccess(['loyalty-link'], { user: who, isDesktop: false, store });
      expect(decision.kind === 'allow').toBe(allowed);
    });
  });

  it('applies guards in order so the first refusal wins', () => {
    const decision = decideAccess(['logged-in', 'mobile-only'], { user: null, isDesktop: true, store: null });
    expect(decision).toMatchObject({ to: '/login' });
  });
});
