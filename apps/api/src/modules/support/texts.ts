/** The support chat's pt-BR messages. */
export const SUPPORT_MESSAGES = {
  conversationNotFound: 'Conversa não encontrada.',
  orderNotFound: 'Pedido não encontrado.',
  storeNotFound: 'Loja não encontrada.',
  customer: 'Cliente',
  /** The push of a store's answer. */
  answerPushTitle: (loja: string) => (loja ? `${loja} respondeu` : 'A loja respondeu'),
} as const;
