import { apiFetch, buildHeaders, buildUrl } from '../../../lib/api-client.ts';
import { clearSessionData } from '../../../lib/storage.ts';
import { readSessionUser } from './user-updates.ts';

/** §2 Confirmation modal, logout variant. */
export const LOGOUT_CONFIRMATION = {
  title: 'Sair da conta',
  message:
    'Tem certeza que deseja sair? A sacola e os endereços guardados neste aparelho também serão apagados.',
  confirmText: 'Sair',
  cancelText: 'Cancelar',
} as const;

/**
 * POST /api/auth/logout, best effort: the local data goes either way, and an already expired token must not
 * raise the 'Sessão expirada' alert in the middle of a logout, so this bypasses the client's 401 handling.
 */
async function logoutOnServer(refreshToken: string | undefined): Promise<void> {
  try {
    await apiFetch(buildUrl('auth/logout'), {
      method: 'POST',
      headers: buildHeaders('POST'),
      body: JSON.stringify(refreshToken ? { refresh_token: refreshToken } : {}),
      credentials: 'same-origin',
    });
  } catch {
    // Offline: the server session simply expires on its own.
  }
}

/**
 * Work another feature does as a customer logs out (unlinking this device's push token). `ending` holds the headers
 * of the session being ended, for a non-GET call made without the client's 401 handling; it is null when that
 * session is already over (deactivation, deletion). A task runs in the background: it never delays the logout.
 */
export type LogoutTask = (ending: { headers: Record<string, string> } | null) => Promise<unknown>;
const logoutTasks = new Set<LogoutTask>();

/** Runs `task` at every logout from now on; answers the function that stops it. */
export function onLogout(task: LogoutTask): () => void {
  logoutTasks.add(task);
  return () => logoutTasks.delete(task);
}

/**
 * §4 Logout: ends the server session and clears every piece of local data (bag, addresses, user, store, menu);
 * the caller then opens the menu. `serverSession` is false after deactivation or deletion, which already ended it.
 */
export function logout({ serverSession = true }: { serverSession?: boolean } = {}): void {
  // the headers carry the bearer token, read before the local data goes
  const ending = serverSession ? { headers: buildHeaders('DELETE') } : null;
  for (const task of logoutTasks) {
    try {
      task(ending).catch(() => undefined);
    } catch {
      // a task's failure never stops the logout
    }
  }
  if (serverSession) void logoutOnServer(readSessionUser()?.refresh_token);
  clearSessionData();
}
