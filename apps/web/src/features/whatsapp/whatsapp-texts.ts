export const WHATSAPP_TITLE = 'Pedido pelo WhatsApp';
export const WHATSAPP_OPENING = 'Abrindo sua conversa…';
export const WHATSAPP_LOGIN_LABEL = 'Entrar para pedir';
