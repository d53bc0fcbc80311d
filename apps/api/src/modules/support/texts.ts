/** The support chat's pt-BR messages. */
export const SUPPORT_MESSAGES = {
  conversationNotFound: 'Conversa não encontrada.',
  orderNotFound: 'Pedido não encontrado.',
  storeNotFound: 'Loja não encontrada.',
  customer: 'Cliente',
} as const;
