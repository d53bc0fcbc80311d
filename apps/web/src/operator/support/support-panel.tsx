import type { SupportMessage } from '@comanda/contract';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { placedAt } from '../order-time.ts';
import type { SupportView } from './use-support.ts';

function Bubble({ message }: { message: SupportMessage }) {
  const mine = message.autor === 'loja';
  return (
    <li className={mine ? 'op-bubble op-bubble--store' : 'op-bubble'}>
      <span className="visually-hidden">{mine ? 'Loja' : 'Cliente'}: </span>
      {message.pedido_id !== null && <span className="op-bubble__order">Pedido #{message.pedido_id}</span>}
      <span className="op-bubble__text">{message.texto}</span>
      <time className="op-bubble__time" dateTime={message.enviada_em}>
        {placedAt(message.enviada_em)}
      </time>
    </li>
  );
}

function Reply({ onAnswer }: { onAnswer: (texto: string) => Promise<void> }) {
  const [texto, setTexto] = useState('');
  const [busy, setBusy] = useState(false);
  const id = useId();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!texto.trim() || busy) return;
    setBusy(true);
    try {
      await onAnswer(texto.trim());
      setTexto('');
    } catch {
      // the board shows the refusal (an empty or too long answer, a lost connection); the text stays to be sent again
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="op-reply" onSubmit={(event) => void submit(event)}>
      <label className="visually-hidden" htmlFor={`${id}-resposta`}>
        Resposta
      </label>
      <textarea
        id={`${id}-resposta`}
        className="op-reply__input"
        rows={2}
        placeholder="Escreva a resposta"
        value={texto}
        onChange={(event) => setTexto(event.target.value)}
      />
      <button type="submit" className="op-button op-button--primary" disabled={busy || !texto.trim()}>
        {busy ? 'Enviando…' : 'Responder'}
      </button>
    </form>
  );
}

/** The support chat beside the board: the store's conversations, one of them open, and the team's reply. */
export function SupportPanel({ support, onClose }: { support: SupportView; onClose: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const list = useRef<HTMLDivElement>(null);
  const { open, threads } = support;
  const openId = open?.cliente.id ?? null;
  const count = open?.mensagens.length ?? 0;
  // the heading names what is on show (the list, or one conversation): focus moves there when that changes
  useEffect(() => {
    heading.current?.setAttribute('data-showing', openId === null ? 'conversas' : `cliente-${openId}`);
    heading.current?.focus();
  }, [openId]);
  // the latest message in view whenever one arrives
  useEffect(() => {
    if (list.current && count > 0) list.current.scrollTop = list.current.scrollHeight;
  }, [count]);

  return (
    <aside className="op-support" aria-labelledby="op-support-title">
      <div className="op-support__bar">
        {open && (
          <button
            type="button"
            className="op-button op-button--secondary"
            onClick={() => support.select(null)}
          >
            Conversas
          </button>
        )}
        <h2 id="op-support-title" className="op-support__title" tabIndex={-1} ref={heading}>
          {open ? open.cliente.nome : 'Atendimento'}
        </h2>
        <button type="button" className="op-button op-button--secondary" onClick={onClose}>
          Fechar
        </button>
      </div>
      {open ? (
        <>
          <div
            ref={list}
            className="op-support__log"
            role="log"
            aria-label={`Conversa com ${open.cliente.nome}`}
          >
            <ol className="op-support__messages">
              {open.mensagens.map((message) => (
                <Bubble key={message.id} message={message} />
              ))}
            </ol>
          </div>
          <Reply onAnswer={support.answer} />
        </>
      ) : threads.length === 0 ? (
        <p className="op-support__empty">Nenhuma conversa ainda. As mensagens dos clientes aparecem aqui.</p>
      ) : (
        <ul className="op-support__threads">
          {threads.map((thread) => (
            <li key={thread.cliente.id}>
              <button type="button" className="op-thread" onClick={() => support.select(thread.cliente.id)}>
                <span className="op-thread__name">{thread.cliente.nome}</span>
                <span className="op-thread__time">{placedAt(thread.ultima.enviada_em)}</span>
                <span className="op-thread__last">
                  {thread.ultima.autor === 'loja' ? 'Você: ' : ''}
                  {thread.ultima.texto}
                </span>
                {thread.nao_lidas > 0 && (
                  <span className="op-thread__unread">
                    {thread.nao_lidas}
                    <span className="visually-hidden">
                      {' '}
                      {thread.nao_lidas === 1 ? 'não lida' : 'não lidas'}
                    </span>
                  </span>
                )}
              </button>
            </li>
          ))}
        </ul>
      )}
    </aside>
  );
}
