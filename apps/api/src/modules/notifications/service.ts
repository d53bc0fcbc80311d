import type { MarketingSetting, Notification } from '@comanda/contract';
import { formatDate, formatTime } from '@comanda/domain';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../providers/clock.ts';
import {
  type CustomerRow,
  customersRepository,
  type MarketingChannel,
  marketingColumn,
} from '../account/repository.ts';
import type { NotificationsRepository } from './repository.ts';

export const NOTIFICATION_MESSAGES = {
  settingSaved: 'Preferência de notificação atualizada!',
} as const;

const channelOf: Record<MarketingSetting, MarketingChannel> = {
  notificacoes_marketing_push: 'push',
  notificacoes_marketing_email: 'email',
  notificacoes_marketing_sms: 'sms',
};

/** The notification history (§2) and the marketing channel toggles (§7 configurar_notificacoes). */
export function notificationsService({
  db,
  repo,
  clock,
}: {
  db: Db;
  repo: NotificationsRepository;
  clock: Clock;
}) {
  return {
    async history(customerId: number): Promise<Notification[]> {
      const rows = await repo.listFor(customerId);
      return rows.map((row) => ({
        id: row.id,
        dia: formatDate(row.createdAt),
        hora: formatTime(row.createdAt),
        titulo: row.titulo,
        mensagem: row.mensagem,
      }));
    },

    /** Turns one marketing channel on (1) or off (0) and records the consent change with its time. */
    async setMarketing(customer: CustomerRow, tipo: MarketingSetting, status: 0 | 1): Promise<CustomerRow> {
      const channel = channelOf[tipo];
      const granted = status === 1;
      const now = clock();
      return db.transaction(async (tx) => {
        const row = await customersRepository.update(
          tx,
          customer.id,
          { [marketingColumn[channel]]: granted },
          now,
        );
        await customersRepository.recordConsents(
          tx,
          customer.id,
          { [channel]: granted },
          'configuracoes',
          now,
        );
        return row;
      });
    },
  };
}

export type NotificationsService = ReturnType<typeof notificationsService>;
