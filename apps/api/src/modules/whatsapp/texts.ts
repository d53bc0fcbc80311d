/** The WhatsApp channel's pt-BR refusals (the bot reads the codes; the app shows the messages). */
export const WHATSAPP_MESSAGES = {
  notConfigured: 'O canal WhatsApp não está configurado.',
  keyInvalid: 'Chave de acesso do WhatsApp inválida.',
  notFound: 'Este link do WhatsApp não é válido. Peça um novo link na conversa.',
  used: 'Este link do WhatsApp já foi usado. Peça um novo link na conversa.',
  expired: 'Este link do WhatsApp expirou. Peça um novo link na conversa.',
} as const;
