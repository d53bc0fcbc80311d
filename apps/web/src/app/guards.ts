import { LOGIN_PATH, LOGIN_REQUIRED_MESSAGE, type StoredUser } from '../features/auth/index.ts';
import { canSeeLoyaltyLink, type StoredStoreLoyalty } from '../features/loyalty/index.ts';

export const HOME_PATH = '/tabs/cardapio';
export { LOGIN_PATH, LOGIN_REQUIRED_MESSAGE };

/**
 * - `logged-in`: visitors get the error toast and go to login.
 * - `visitor-only`: logged-in users go to the menu.
 * - `mobile-only`: screens that are modals on desktop; at 768 px and wider they go to the menu.
 * - `loyalty-link`: members of the loyalty programme only (see canSeeLoyaltyLink).
 */
export type GuardName = 'logged-in' | 'visitor-only' | 'mobile-only' | 'loyalty-link';

export interface GuardContext {
  user: StoredUser | null;
  isDesktop: boolean;
  store: StoredStoreLoyalty | null | undefined;
}

export type GuardDecision = { kind: 'allow' } | { kind: 'redirect'; to: string; toast?: string };

const ALLOW: GuardDecision = { kind: 'allow' };

export function checkGuard(guard: GuardName, context: GuardContext): GuardDecision {
  switch (guard) {
    case 'logged-in':
      return context.user ? ALLOW : { kind: 'redirect', to: LOGIN_PATH, toast: LOGIN_REQUIRED_MESSAGE };
    case 'visitor-only':
      return context.user ? { kind: 'redirect', to: HOME_PATH } : ALLOW;
    case 'mobile-only':
      return context.isDesktop ? { kind: 'redirect', to: HOME_PATH } : ALLOW;
    case 'loyalty-link':
      return canSeeLoyaltyLink(context.user, context.store) ? ALLOW : { kind: 'redirect', to: HOME_PATH };
    default: {
      const unknownGuard: never = guard;
      throw new Error(`Unknown guard ${String(unknownGuard)}`);
    }
  }
}

/** Applies a route's guards in order; the first refusal decides where the user goes. */
export function decideAccess(guards: readonly GuardName[], context: GuardContext): GuardDecision {
  for (const guard of guards) {
    const decision = checkGuard(guard, context);
    if (decision.kind === 'redirect') return decision;
  }
  return ALLOW;
}
