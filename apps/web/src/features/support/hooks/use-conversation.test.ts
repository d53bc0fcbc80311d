import type { SupportConversation, SupportMessage } from '@comanda/contract';
import { describe, expect, it } from 'vitest';
import { withMessage } from './use-conversation.ts';

const message = (id: number, texto = `m${id}`): SupportMessage => ({
  id,
  autor: 'cliente',
  texto,
  pedido_id: null,
  enviada_em: '2026-11-28T13:00:00.000Z',
  lida_em: null,
});
const conversation: SupportConversation = {
  loja: { id: 2, nome: 'Loja' },
  mensagens: [message(1), message(3)],
};

describe('a new message in the conversation', () => {
  it('is added once, in order, whether it comes from the answer or from the stream', () => {
    const once = withMessage(conversation, message(2));
    expect(once.mensagens.map((m) => m.id)).toEqual([1, 2, 3]);
    expect(withMessage(once, message(2))).toBe(once);
  });
});
