import type { WhatsappConversation } from '@comanda/contract';
import { api } from '../../../lib/api-client.ts';

const opening = new Map<string, Promise<WhatsappConversation>>();

/**
 * POST /api/whatsapp/{uuid}: opens the bot's link, once — the server answers it a single time, so the screen asking
 * twice (a second render) shares the first answer.
 */
export function openConversation(uuid: string): Promise<WhatsappConversation> {
  let answer = opening.get(uuid);
  if (!answer) {
    answer = api.post<WhatsappConversation>(`whatsapp/${encodeURIComponent(uuid)}`, { body: {} });
    opening.set(uuid, answer);
    answer.catch(() => opening.delete(uuid));
  }
  return answer;
}
