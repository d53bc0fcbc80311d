import type { MarketingSetting } from '@comanda/contract';
import type { StoredUser } from '../auth/index.ts';
import { MARKETING_PUSH_LABEL } from '../auth/index.ts';

type PreferenceKey = 'notificacoesMarketingPush' | 'notificacoesMarketingEmail' | 'notificacoesMarketingSms';

export interface NotificationChannel {
  tipo: MarketingSetting;
  preference: PreferenceKey;
  label: string;
}

/** The three toggles of tabs/configurar-notificacoes, in the spec's order. */
export const NOTIFICATION_CHANNELS: readonly NotificationChannel[] = [
  {
    tipo: 'notificacoes_marketing_push',
    preference: 'notificacoesMarketingPush',
    label: MARKETING_PUSH_LABEL,
  },
  { tipo: 'notificacoes_marketing_email', preference: 'notificacoesMarketingEmail', label: 'E-mail' },
  { tipo: 'notificacoes_marketing_sms', preference: 'notificacoesMarketingSms', label: 'SMS' },
];

/** §4 Notification toggle: the status sent is the opposite of the current value (on → 0, off → 1). */
export function statusAfterToggle(current: boolean): 0 | 1 {
  return current ? 0 : 1;
}

export function isChannelOn(user: StoredUser, channel: NotificationChannel): boolean {
  return user[channel.preference] === true;
}
