import type { Session } from '@comanda/contract';
import { api } from '../../../lib/api-client.ts';

/** POST /api/auth/login-email: e-mail and password. */
export function loginWithEmail(email: string, senha: string): Promise<Session> {
  return api.post<Session>('auth/login-email', { body: { email, senha } });
}
