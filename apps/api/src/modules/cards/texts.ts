import { CARD_DELETED_MESSAGE, CARD_SAVED_MESSAGE, MESSAGES } from '@comanda/domain';
import { CARD_REFUSALS } from '../../providers/payments/index.ts';

/** What the card routes answer, in pt-BR. */
export const CARD_MESSAGES = {
  saved: CARD_SAVED_MESSAGE,
  deleted: CARD_DELETED_MESSAGE,
  notFound: 'Cartão não encontrado.',
  limit: MESSAGES.cardLimit,
  methodUnavailable: 'O cadastro de cartões não está disponível para este restaurante no momento.',
  /** §4: the text of the 'Houve um problema com seu cartão' modal. */
  unusable: CARD_REFUSALS.card_unavailable.message,
} as const;
