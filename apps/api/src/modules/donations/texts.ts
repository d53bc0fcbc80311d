/** The donations module's pt-BR texts. */
export const DONATION_MESSAGES = {
  thanks: 'Obrigado pela sua doação!',
  pixCreated: 'Pague o Pix para concluir sua doação.',
  confirming: 'Recebemos sua doação e estamos confirmando o pagamento.',
  notFound: 'Doação não encontrada.',
  orderNotFound: 'Pedido não encontrado.',
  pixUnavailable: 'Não foi possível gerar o Pix agora. Tente novamente ou escolha um cartão.',
  pixExpired: 'O prazo para pagar o Pix da doação terminou.',
  notCompleted: 'O pagamento da doação não foi concluído.',
  pixNotSimulable: 'Não há Pix a pagar nesta doação.',
  lateReturned: 'O Pix chegou depois do prazo e foi devolvido a você.',
  lateReturning: 'O Pix chegou depois do prazo: a devolução está em processamento.',
} as const;
