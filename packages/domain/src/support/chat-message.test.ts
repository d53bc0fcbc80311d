import { describe, expect, it } from 'vitest';
import { SUPPORT_MESSAGE_MAX_LENGTH, supportMessageProblem } from './chat-message.ts';

describe('a support chat message', () => {
  it('must say something, within the limit, once trimmed', () => {
    expect(supportMessageProblem('  \n ')).toBe('Escreva sua mensagem.');
    expect(supportMessageProblem(` ${'a'.repeat(SUPPORT_MESSAGE_MAX_LENGTH)} `)).toBeNull();
    expect(supportMessageProblem('a'.repeat(SUPPORT_MESSAGE_MAX_LENGTH + 1))).toBe(
      'A mensagem deve ter no máximo 1000 caracteres.',
    );
    expect(supportMessageProblem('Oi')).toBeNull();
  });
});
