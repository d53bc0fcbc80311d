import { LOYALTY_CONTACT_MAX_LENGTH, LOYALTY_CONTACT_SUBJECT_LABELS } from '@comanda/contract';

/** shinguru/fale-conosco's texts. */
export const CONTACT_INTRO =
  'Dúvidas sobre seus pontos, benefícios ou pedidos? Escreva para a equipe do Shinguru: a resposta chega no e-mail da sua conta.';
export const CONTACT_SUBJECT_LABEL = 'Assunto';
export const CONTACT_SUBJECT_PLACEHOLDER = 'Escolha um assunto';
export const CONTACT_SUBJECT_OPTIONS = LOYALTY_CONTACT_SUBJECT_LABELS;
export const CONTACT_MESSAGE_LABEL = 'Mensagem';
export const CONTACT_MESSAGE_PLACEHOLDER = 'Conte como podemos ajudar';
export const CONTACT_SUBMIT = 'Enviar mensagem';
/** Shown if the server's answer carries no message of its own. */
export const CONTACT_SENT = 'Mensagem enviada! Responderemos pelo seu e-mail.';

/** '42/1000' for the screen, and what a screen reader hears. */
export const contactCounter = (length: number) => `${length}/${LOYALTY_CONTACT_MAX_LENGTH}`;
export const contactCounterSpoken = (length: number) =>
  `${length} de ${LOYALTY_CONTACT_MAX_LENGTH} caracteres`;
