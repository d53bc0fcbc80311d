// Public API of auth: the session it makes (the stored `usuario`) and logging out. Its screens are in
// pages/index.ts, for app/.
export { BIRTH_DATE_LABEL, MARKETING_PUSH_LABEL } from './auth-texts.ts';
export { prefillLoginPhone } from './login-prefill.ts';
export { LOGOUT_CONFIRMATION, type LogoutTask, logout, onLogout } from './session/logout.ts';
export {
  acknowledgeSessionExpired,
  expireSession,
  isSessionExpiring,
  onSessionExpired,
} from './session/session-expiry.ts';
export { ensureFreshSession } from './session/session-refresh.ts';
export {
  firstName,
  readCurrentUser,
  type SessionGrant,
  type SessionUser,
  type StoredLoyalty,
  type StoredUser,
  useCurrentUser,
} from './session/stored-user.ts';
export { onUserChange, readSessionUser, storeSession, storeUpdatedUser } from './session/user-updates.ts';

/** Where a visitor goes to log in. */
export const LOGIN_PATH = '/login';
/** §8: a screen or action that needs a login, for a visitor. */
export const LOGIN_REQUIRED_MESSAGE = 'Faça login para continuar!!!';
