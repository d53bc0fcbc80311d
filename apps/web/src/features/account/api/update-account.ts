import type { User } from '@comanda/contract';
import { api, type Envelope } from '../../../lib/api-client.ts';
import { ensureFreshSession } from '../../auth/index.ts';

export interface UpdateAccountRequest {
  nome: string;
  celular: string;
  email: string;
  dataNascimento: string;
}

/** PUT /api/cliente (§7): saves Minha conta; resolves with the server's message and the updated user. */
export async function updateAccount(body: UpdateAccountRequest): Promise<Envelope<User>> {
  await ensureFreshSession();
  return api.put<Envelope<User>>('cliente', { body, envelope: true });
}
