import type { CodeSent } from '@comanda/contract';
import { api } from '../../../lib/api-client.ts';

/** POST /api/auth/codigo: sends a six-digit login code by SMS to `celular` ('(61) 99999-9999'). */
export function requestPhoneCode(celular: string): Promise<CodeSent> {
  return api.post<CodeSent>('auth/codigo', { body: { celular } });
}
