/** What the payments routes answer, in pt-BR. */
export const PAYMENT_MESSAGES = {
  storeNotFound: 'Loja não encontrada.',
  notificationRejected: 'Notificação recusada.',
  notOffered: 'Este restaurante não tem formas de pagamento disponíveis no momento.',
} as const;
