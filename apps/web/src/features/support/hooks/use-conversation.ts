import type { SupportConversation, SupportMessage } from '@comanda/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { buildHeaders, buildUrl } from '../../../lib/api-client.ts';
import { openEventStream } from '../../../lib/event-stream.ts';
import { ensureFreshSession, expireSession } from '../../auth/index.ts';
import { conversationKey, getConversation } from '../api/get-conversation.ts';

/** The conversation with one more message, once: the stream also brings back what the customer just sent. */
export function withMessage(conversation: SupportConversation, message: SupportMessage): SupportConversation {
  if (conversation.mensagens.some((known) => known.id === message.id)) return conversation;
  const mensagens = [...conversation.mensagens, message].sort((a, b) => a.id - b.id);
  return { ...conversation, mensagens };
}

async function streamHeaders(): Promise<Record<string, string>> {
  await ensureFreshSession();
  return buildHeaders('GET');
}

/**
 * The customer's conversation with a store, kept live: read once, then followed through its event stream, which
 * sends the whole conversation on every (re)connection and each new message as it is written.
 */
export function useConversation(lojaId: number) {
  const queryClient = useQueryClient();
  const key = conversationKey(lojaId);
  const query = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => getConversation(lojaId, signal),
    retry: false,
  });

  useEffect(() => {
    const stream = openEventStream({
      url: buildUrl('atendimento/eventos', { lojaId }),
      headers: streamHeaders,
      judge: (response) => {
        if (response.status === 401) expireSession();
        return response.status >= 400 && response.status < 500 && response.status !== 429
          ? 'stop'
          : 'fallback';
      },
      onEvent: ({ event, data }) => {
        if (event === 'conversa') queryClient.setQueryData(conversationKey(lojaId), JSON.parse(data));
        if (event === 'mensagem')
          queryClient.setQueryData<SupportConversation>(conversationKey(lojaId), (current) =>
            current ? withMessage(current, JSON.parse(data) as SupportMessage) : current,
          );
      },
    });
    return stream.close;
  }, [lojaId, queryClient]);

  const add = (message: SupportMessage) =>
    queryClient.setQueryData<SupportConversation>(key, (current) =>
      current ? withMessage(current, message) : current,
    );

  return { ...query, add };
}
