import type { OperatorConversation, SupportEvent, SupportThread } from '@comanda/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { openEventStream } from '../../lib/event-stream.ts';
import { isKeyRefused, keyHeaders, OperatorApiError, REQUEST_FAILED_MESSAGE } from '../operator-api.ts';
import { answerCustomer, fetchConversation, fetchThreads, SUPPORT_EVENTS_URL } from './support-api.ts';

export interface SupportView {
  threads: SupportThread[];
  /** Unread messages of customers, over every conversation. */
  unread: number;
  open: OperatorConversation | null;
  /** The latest message of a customer, for screen readers. */
  announcement: string;
  select: (clienteId: number | null) => void;
  answer: (texto: string) => Promise<void>;
}

const messageOf = (error: unknown) =>
  error instanceof OperatorApiError ? error.message : REQUEST_FAILED_MESSAGE;

/**
 * The store's support chat on the board: its conversations and the open one, kept live by the chat's stream (each
 * new message reloads the list, and the open conversation when it is theirs).
 */
export function useSupport(
  key: string,
  callbacks: { onKeyRefused: (message: string) => void; onError: (message: string) => void },
): SupportView {
  const [threads, setThreads] = useState<SupportThread[]>([]);
  const [open, setOpen] = useState<OperatorConversation | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const openId = useRef<number | null>(null);
  const callbacksRef = useRef(callbacks);
  callbacksRef.current = callbacks;

  const fail = useCallback((error: unknown) => {
    if (isKeyRefused(error)) callbacksRef.current.onKeyRefused(error.message);
    else callbacksRef.current.onError(messageOf(error));
  }, []);

  const reloadThreads = useCallback(async () => {
    try {
      setThreads(await fetchThreads(key));
    } catch (error) {
      fail(error);
    }
  }, [key, fail]);

  const reloadOpen = useCallback(async () => {
    const clienteId = openId.current;
    if (clienteId === null) return setOpen(null);
    try {
      const conversation = await fetchConversation(key, clienteId);
      if (openId.current === clienteId) setOpen(conversation);
      await reloadThreads();
    } catch (error) {
      fail(error);
    }
  }, [key, fail, reloadThreads]);

  useEffect(() => {
    const stream = openEventStream({
      url: SUPPORT_EVENTS_URL,
      headers: () => keyHeaders(key),
      onOpen: () => void reloadThreads().then(reloadOpen),
      onEvent: ({ event, data }) => {
        if (event !== 'mensagem') return;
        const { cliente, mensagem } = JSON.parse(data) as SupportEvent;
        if (mensagem.autor === 'cliente')
          setAnnouncement(`Nova mensagem de ${cliente.nome}: ${mensagem.texto}`);
        void (openId.current === cliente.id ? reloadOpen() : reloadThreads());
      },
    });
    return stream.close;
  }, [key, reloadThreads, reloadOpen]);

  const select = useCallback(
    (clienteId: number | null) => {
      openId.current = clienteId;
      if (clienteId === null) setOpen(null);
      void reloadOpen();
    },
    [reloadOpen],
  );

  const answer = useCallback(
    async (texto: string) => {
      const clienteId = openId.current;
      if (clienteId === null) return;
      try {
        await answerCustomer(key, clienteId, texto);
        await reloadOpen();
      } catch (error) {
        fail(error);
        throw error;
      }
    },
    [key, fail, reloadOpen],
  );

  return {
    threads,
    unread: threads.reduce((sum, thread) => sum + thread.nao_lidas, 0),
    open,
    announcement,
    select,
    answer,
  };
}
