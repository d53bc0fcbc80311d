import type { User } from '@comanda/contract';
import { api, type Envelope } from '../../../lib/api-client.ts';
import { ensureFreshSession } from '../../auth/index.ts';

/** PUT /api/cliente/cpf (adicionar-cpf): the CPF for the invoice, accepted only while the account has none. */
export async function addCpf(cpf: string): Promise<Envelope<User>> {
  await ensureFreshSession();
  return api.put<Envelope<User>>('cliente/cpf', { body: { cpf }, envelope: true });
}
