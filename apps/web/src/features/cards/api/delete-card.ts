import type { SavedCardWire } from '@comanda/contract';
import { api, type Envelope } from '../../../lib/api-client.ts';
import { ensureFreshSession } from '../../auth/index.ts';
import { cardPath } from './card-path.ts';

/**
 * DELETE /api/cartao?cartao_id= (cartao_cielo for a 'braspag' card, §7): answers the message and the cards left.
 * An empty JSON body goes along: the API refuses a JSON request without one.
 */
export async function deleteCard(
  card: Pick<SavedCardWire, 'id' | 'metodo'>,
): Promise<Envelope<SavedCardWire[]>> {
  await ensureFreshSession();
  return api.delete<Envelope<SavedCardWire[]>>(cardPath(card.metodo), {
    query: { cartao_id: card.id },
    body: {},
    envelope: true,
  });
}
