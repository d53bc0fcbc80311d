import type { StoredUser } from './auth.ts';
import { readStored, writeStored } from './storage.ts';

/** A session as the auth endpoints answer it (contract `Session`): the user, its refresh token and lifetime. */
export interface SessionGrant {
  usuario: StoredUser;
  refresh_token: string;
  expira_em: number;
}

/** What the app keeps under `usuario`: §3 User plus the refresh token that renews its `jwt`. */
export interface SessionUser extends StoredUser {
  refresh_token?: string;
  /** Epoch milliseconds when `jwt` stops being accepted. */
  jwt_expira_em?: number;
}

/** Stores a fresh login (§3 User under `usuario`). */
export function storeSession(grant: SessionGrant, now = Date.now()): void {
  const stored: SessionUser = {
    ...grant.usuario,
    refresh_token: grant.refresh_token,
    jwt_expira_em: now + grant.expira_em * 1000,
  };
  writeStored('usuario', stored);
}

/**
 * Replaces the stored user with the server's latest copy after a change (account, CPF, notifications), keeping
 * the session fields; a `jwt` the answer does not carry is kept too.
 */
export function storeUpdatedUser(user: Partial<StoredUser>): void {
  const current = readStored<SessionUser>('usuario');
  if (!current) return;
  writeStored('usuario', { ...current, ...user, jwt: user.jwt || current.jwt });
}

export function readSessionUser(): SessionUser | undefined {
  return readStored<SessionUser>('usuario');
}
