/** The support chat's pt-BR texts. */
export const SUPPORT_TITLE = 'Fale conosco';
export const SUPPORT_BUTTON_LABEL = 'Fale conosco';
export const SUPPORT_INTRO =
  'Escreva para a equipe da loja. Respondemos por aqui mesmo, durante o horário de funcionamento.';
export const SUPPORT_ABOUT_ORDER = (pedidoId: number) => `Sobre o pedido #${pedidoId}`;
export const SUPPORT_MESSAGE_LABEL = 'Sua mensagem';
export const SUPPORT_MESSAGE_PLACEHOLDER = 'Escreva sua mensagem';
export const SUPPORT_SEND = 'Enviar';
export const SUPPORT_SENDING = 'Enviando…';
export const SUPPORT_EMPTY = 'Nenhuma mensagem ainda. Como podemos ajudar?';
export const SUPPORT_NO_STORE = 'Informe seu endereço de entrega para falar com a loja que atende você.';
export const SUPPORT_CHOOSE_ADDRESS = 'Informe um endereço';
export const SUPPORT_LOGIN_TEXT = 'Faça login para conversar com a loja.';
export const SUPPORT_LOGIN = 'Fazer login';
export const SUPPORT_LOAD_FAILED = 'Não foi possível carregar a conversa.';
export const SUPPORT_ORDER_BUTTON = 'Falar com a loja';
export const SUPPORT_YOU = 'Você';
export const SUPPORT_CONVERSATION_LABEL = (loja: string) => `Conversa com ${loja}`;
export const SUPPORT_READ = 'Lida';
