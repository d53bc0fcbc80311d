/** The longest support chat message, in characters (either side). */
export const SUPPORT_MESSAGE_MAX_LENGTH = 1000;

/** The refusal of an empty chat message (pt-BR). */
export const SUPPORT_MESSAGE_EMPTY = 'Escreva sua mensagem.';

/** The refusal of a chat message over SUPPORT_MESSAGE_MAX_LENGTH characters (pt-BR). */
export const SUPPORT_MESSAGE_TOO_LONG = `A mensagem deve ter no máximo ${SUPPORT_MESSAGE_MAX_LENGTH} caracteres.`;

/** What is wrong with a chat message once trimmed (the pt-BR refusal), or null when it can be sent. */
export function supportMessageProblem(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed.length === 0) return SUPPORT_MESSAGE_EMPTY;
  if (trimmed.length > SUPPORT_MESSAGE_MAX_LENGTH) return SUPPORT_MESSAGE_TOO_LONG;
  return null;
}
