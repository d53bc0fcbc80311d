import type { CodeSent, User } from '@comanda/contract';
import { api } from '../../../lib/api-client.ts';

/** POST /api/auth/email/codigo: sends a code to the logged-in customer's e-mail. */
export function requestEmailCode(): Promise<CodeSent> {
  return api.post<CodeSent>('auth/email/codigo', { body: {} });
}

/** POST /api/auth/email/confirmar: confirms the e-mail with the code; answers the updated user. */
export function confirmEmailCode(codigo: string): Promise<User> {
  return api.post<User>('auth/email/confirmar', { body: { codigo } });
}
