import type { JoinLoyaltyBody, User } from '@comanda/contract';
import { api, type Envelope } from '../../../lib/api-client.ts';
import { ensureFreshSession } from '../../auth/index.ts';

/** PUT /api/cliente with `{ shinguru: true }` (§7): the customer accepts the terms and joins; answers the user. */
export async function joinLoyalty(): Promise<Envelope<User>> {
  await ensureFreshSession();
  const body: JoinLoyaltyBody = { shinguru: true };
  return api.put<Envelope<User>>('cliente', { body, envelope: true });
}
