import {
  DONATION_CONFIRMING_MESSAGE,
  DONATION_NOT_FOUND_MESSAGE,
  DONATION_THANKS_MESSAGE,
  ORDER_NOT_FOUND_MESSAGE,
} from '@comanda/domain';
/** The donations module's pt-BR texts. */
export const DONATION_MESSAGES = {
  thanks: DONATION_THANKS_MESSAGE,
  pixCreated: 'Pague o Pix para concluir sua doação.',
  confirming: DONATION_CONFIRMING_MESSAGE,
  notFound: DONATION_NOT_FOUND_MESSAGE,
  orderNotFound: ORDER_NOT_FOUND_MESSAGE,
  pixUnavailable: 'Não foi possível gerar o Pix agora. Tente novamente ou escolha um cartão.',
  pixExpired: 'O prazo para pagar o Pix da doação terminou.',
  notCompleted: 'O pagamento da doação não foi concluído.',
  pixNotSimulable: 'Não há Pix a pagar nesta doação.',
  lateReturned: 'O Pix chegou depois do prazo e foi devolvido a você.',
  lateReturning: 'O Pix chegou depois do prazo: a devolução está em processamento.',
} as const;
