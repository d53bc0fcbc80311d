import { buildHeaders, buildUrl } from '../../../lib/api-client.ts';
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
    await fetch(buildUrl('auth/logout'), {
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
 * §4 Logout: ends the server session and clears every piece of local data (cart, addresses, user, store, menu);
 * the caller then opens the menu. `serverSession` is false after deactivation or deletion, which already ended it.
 */
export function logout({ serverSession = true }: { serverSession?: boolean } = {}): void {
  if (serverSession) void logoutOnServer(readSessionUser()?.refresh_token);
  clearSessionData();
}
