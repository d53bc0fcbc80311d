import type { MarketingSetting, User } from '@comanda/contract';
import { api, type Envelope } from '../../../lib/api-client.ts';
import { ensureFreshSession } from '../../auth/index.ts';

/** PUT /api/configurar_notificacoes (§7): turns one marketing channel on (1) or off (0); answers the user. */
export async function configureNotification(tipo: MarketingSetting, status: 0 | 1): Promise<Envelope<User>> {
  await ensureFreshSession();
  return api.put<Envelope<User>>('configurar_notificacoes', { body: { tipo, status }, envelope: true });
}
