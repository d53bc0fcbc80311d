import type { Session } from '@comanda/contract';
import { api } from '../../../lib/api-client.ts';
import { readSessionUser, storeSession } from './user-updates.ts';

/** Renew this long before the access token's end, so a call never leaves with a token about to expire. */
const MARGIN_MS = 60_000;
let inFlight: Promise<void> | null = null;

async function refresh(refreshToken: string): Promise<void> {
  try {
    storeSession(await api.post<Session>('auth/refresh', { body: { refresh_token: refreshToken } }));
  } catch {
    // A refused refresh token is a 401: the API client has already ended the session and alerted.
  }
}

/**
 * Before an authenticated call: if the stored access token is (nearly) expired, trade the refresh token for a new
 * session first. Concurrent callers share one refresh, because each refresh token works only once.
 */
export function ensureFreshSession(now = Date.now()): Promise<void> {
  const user = readSessionUser();
  if (!user?.refresh_token || !user.jwt_expira_em || user.jwt_expira_em - now > MARGIN_MS)
    return Promise.resolve();
  inFlight ??= refresh(user.refresh_token).finally(() => {
    inFlight = null;
  });
  return inFlight;
}
