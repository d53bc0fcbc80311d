import type { MarketingSetting, Notification } from '@comanda/contract';
import { formatDate, formatTime } from '@comanda/domain';
import type { Db } from '../../db/client.ts';
import type { AccountService, CustomerRow, MarketingChannel } from '../account/index.ts';
import { notificationsRepository as repo } from './repository.ts';

export const NOTIFICATION_MESSAGES = {
  settingSaved: 'Preferência de notificação atualizada!',
} as const;

const channelOf: Record<MarketingSetting, MarketingChannel> = {
  notificacoes_marketing_push: 'push',
  notificacoes_marketing_email: 'email',
  notificacoes_marketing_sms: 'sms',
};

/** The notification history (§2) and the marketing channel toggles (§7 configurar_notificacoes). */
export function notificationsService({ db, accounts }: { db: Db; accounts: AccountService }) {
  return {
    async history(customerId: number): Promise<Notification[]> {
      const rows = await repo.listFor(db, customerId);
      return rows.map((row) => ({
        id: row.id,
        dia: formatDate(row.createdAt),
        hora: formatTime(row.createdAt),
        titulo: row.titulo,
        mensagem: row.mensagem,
      }));
    },

    /** Turns one marketing channel on (1) or off (0); the account records the consent change with its time. */
    setMarketing(customer: CustomerRow, tipo: MarketingSetting, status: 0 | 1): Promise<CustomerRow> {
      return accounts.setMarketing(customer, channelOf[tipo], status === 1);
    },
  };
}

export type NotificationsService = ReturnType<typeof notificationsService>;
