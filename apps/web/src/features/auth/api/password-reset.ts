import type { CodeSent } from '@comanda/contract';
import { api } from '../../../lib/api-client.ts';

/** POST /api/auth/senha/codigo (esqueci-senha-um): the same answer whether or not the e-mail has an account. */
export function requestPasswordCode(email: string): Promise<CodeSent> {
  return api.post<CodeSent>('auth/senha/codigo', { body: { email } });
}

/** POST /api/auth/senha/validar (esqueci-senha-dois): exchanges the code for a single-use reset ticket. */
export function checkPasswordCode(
  email: string,
  codigo: string,
): Promise<{ ticket: string; expira_em: number }> {
  return api.post('auth/senha/validar', { body: { email, codigo } });
}

/** POST /api/auth/senha/redefinir (esqueci-senha-tres). */
export function resetPassword(email: string, ticket: string, senha: string): Promise<unknown> {
  return api.post('auth/senha/redefinir', { body: { email, ticket, senha } });
}
