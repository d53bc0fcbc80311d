// Changes to the stored user (a login, a refresh, an update) and the session reads only lazy screens need: apart
// from stored-user.ts, which the first load reads.
import { subscribeStorage } from '../../../lib/storage.ts';
import { type SessionGrant, type SessionUser, type StoredUser, userKey } from './stored-user.ts';

/** The stored user with its session fields, logged in or not (a user without a jwt is not logged in). */
export function readSessionUser(): SessionUser | undefined {
  return userKey.read();
}

/** Stores a fresh login (§3 User under `usuario`). */
export function storeSession(grant: SessionGrant, now = Date.now()): void {
  userKey.write({
    ...grant.usuario,
    refresh_token: grant.refresh_token,
    jwt_expira_em: now + grant.expira_em * 1000,
  });
}

/**
 * Replaces the stored user with the server's latest copy after a change (account, CPF, notifications), keeping
 * the session fields; a `jwt` the answer does not carry is kept too.
 */
export function storeUpdatedUser(user: Partial<StoredUser>): void {
  const current = userKey.read();
  if (!current) return;
  userKey.write({ ...current, ...user, jwt: user.jwt || current.jwt });
}

/** Calls `listener` whenever the stored user changes: a login, a logout, an update, another tab. */
export function onUserChange(listener: () => void): () => void {
  return subscribeStorage((key) => {
    if (key === userKey.name) listener();
  });
}
