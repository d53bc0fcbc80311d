import type { SupportMessage, SupportMessageBody } from '@comanda/contract';
import { api } from '../../../lib/api-client.ts';
import { ensureFreshSession } from '../../auth/index.ts';

/** POST /api/atendimento: the customer writes to the store, about an order or not. */
export async function sendMessage(body: SupportMessageBody): Promise<SupportMessage> {
  await ensureFreshSession();
  return api.post<SupportMessage>('atendimento', { body });
}
