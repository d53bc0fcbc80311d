import type { LoyaltyContactBody } from '@comanda/contract';
import { api, type Envelope } from '../../../lib/api-client.ts';
import { ensureFreshSession } from '../../auth/index.ts';

/** POST /api/fidelidade/contato: the member's message to the Shinguru team; answers the envelope with its message. */
export async function sendContact(body: LoyaltyContactBody): Promise<Envelope<null>> {
  await ensureFreshSession();
  return api.post<Envelope<null>>('fidelidade/contato', { body, envelope: true });
}
