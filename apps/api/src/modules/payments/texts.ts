import { NO_PAYMENT_OPTIONS_MESSAGE } from '@comanda/domain';
import { STORE_NOT_FOUND } from '../stores/index.ts';
/** What the payments routes answer, in pt-BR. */
export const PAYMENT_MESSAGES = {
  storeNotFound: STORE_NOT_FOUND,
  notificationRejected: 'Notificação recusada.',
  notOffered: NO_PAYMENT_OPTIONS_MESSAGE,
} as const;
