import type { SupportConversation } from '@comanda/contract';
import { api } from '../../../lib/api-client.ts';
import { ensureFreshSession } from '../../auth/index.ts';

/** GET /api/atendimento?lojaId: the customer's conversation with a store (the store's answers become read). */
export async function getConversation(lojaId: number, signal?: AbortSignal): Promise<SupportConversation> {
  await ensureFreshSession();
  return api.get<SupportConversation>('atendimento', { query: { lojaId }, ...(signal ? { signal } : {}) });
}

/** The conversation's place in the query cache, shared by the screen and its live stream. */
export const conversationKey = (lojaId: number) => ['support', 'conversation', lojaId] as const;
