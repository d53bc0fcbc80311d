import type { PhoneLoginResult } from '@comanda/contract';
import { api } from '../../../lib/api-client.ts';

/** POST /api/auth/login-telefone: a session for a known number, or a sign-up ticket for a new customer. */
export function loginWithPhone(celular: string, codigo: string): Promise<PhoneLoginResult> {
  return api.post<PhoneLoginResult>('auth/login-telefone', { body: { celular, codigo } });
}
