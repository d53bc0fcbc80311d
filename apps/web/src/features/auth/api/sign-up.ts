import type { Session } from '@comanda/contract';
import { api } from '../../../lib/api-client.ts';

export interface SignupRequest {
  ticket: string;
  nome: string;
  celular: string;
  email: string;
  dataNascimento?: string;
  cpf?: string;
  senha?: string;
  notificacoesMarketingPush: boolean;
  notificacoesMarketingEmail: boolean;
  notificacoesMarketingSms: boolean;
}

/** POST /api/auth/cadastro: creates the account of the confirmed number and logs it in. */
export function signUp(body: SignupRequest): Promise<Session> {
  return api.post<Session>('auth/cadastro', { body });
}
