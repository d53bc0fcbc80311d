import { describe, expect, it } from 'vitest';
import type { StoredUser } from '../features/auth/index.ts';
import { decideAccess, type GuardContext, LOGIN_REQUIRED_MESSAGE } from './guards.ts';

const user: StoredUser = { jwt: 'token', id_externo: 'ext-1', nome: 'Ana Souza' };
const member: StoredUser = { ...user, shinguru: { nivel: 1, saldo_pontos: 120 } };
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

  it.each([
    ['a visitor', null, null, false],
    ['a user without loyalty record', user, null, false],
    ['a user at level 0', { ...user, shinguru: { nivel: 0 } }, null, false],
    ['a member with no store chosen', member, null, true],
    ['a member whose store has loyalty', member, { habilitadoShinguru: true }, true],
    ['a member whose store has no loyalty', member, { habilitadoShinguru: false }, false],
  ])('loyalty-link for %s', (_label, who, store, allowed) => {
    const decision = decideAccess(['loyalty-link'], { user: who, isDesktop: false, store });
    expect(decision.kind === 'allow').toBe(allowed);
  });

  it('applies guards in order so the first refusal wins', () => {
    const decision = decideAccess(['logged-in', 'mobile-only'], { user: null, isDesktop: true, store: null });
    expect(decision).toMatchObject({ to: '/login' });
  });
});
