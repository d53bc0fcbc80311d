import type { CardMethod, SavedCardWire } from '@comanda/contract';
import { api, type Envelope } from '../../../lib/api-client.ts';
import { ensureFreshSession } from '../../auth/index.ts';
import { cardPath } from './card-path.ts';

/**
 * The §3 card form as POST cartao takes it. With browser tokenization `token_cartao` replaces `numero` and `cvv`;
 * `metodo` is sent only as 'braspag' (§7).
 */
export interface SaveCardRequest {
  apelido: string;
  numero?: string;
  validade: string;
  cvv?: string;
  titular: string;
  cpf: string;
  tipo: 'Crédito' | 'Débito';
  doacao: boolean;
  metodo?: 'braspag';
  token_cartao?: string;
}

/** POST /api/cartao, or /api/cartao_cielo for a store on braspag: answers the message and the saved card. */
export async function saveCard(metodo: CardMethod, body: SaveCardRequest): Promise<Envelope<SavedCardWire>> {
  await ensureFreshSession();
  return api.post<Envelope<SavedCardWire>>(cardPath(metodo), { body, envelope: true });
}
