import type { SupportMessage } from '@comanda/contract';
import { formatDate, formatTime } from '@comanda/domain';
import { useEffect, useRef } from 'react';
import { SUPPORT_ABOUT_ORDER, SUPPORT_EMPTY, SUPPORT_READ, SUPPORT_YOU } from '../support-texts.ts';

function sentAt(iso: string): string {
  const at = Date.parse(iso);
  return formatDate(at) === formatDate(Date.now()) ? formatTime(at) : `${formatDate(at)} ${formatTime(at)}`;
}

/** The conversation, oldest first, kept scrolled to the latest message; new ones are announced (role log). */
export function MessageList({
  messages,
  storeName,
  label,
}: {
  messages: readonly SupportMessage[];
  storeName: string;
  label: string;
}) {
  const end = useRef<HTMLLIElement>(null);
  const count = messages.length;
  useEffect(() => {
    if (count > 0) end.current?.scrollIntoView?.({ block: 'end' });
  }, [count]);

  if (count === 0) return <p className="support-chat__empty">{SUPPORT_EMPTY}</p>;
  return (
    <div className="support-chat__log" role="log" aria-live="polite" aria-label={label}>
      <ol className="support-chat__messages">
        {messages.map((message, index) => {
          const mine = message.autor === 'cliente';
          return (
            <li
              key={message.id}
              ref={index === count - 1 ? end : undefined}
              className={mine ? 'support-bubble support-bubble--mine' : 'support-bubble'}
            >
              <span className="visually-hidden">{mine ? SUPPORT_YOU : storeName}: </span>
              {message.pedido_id !== null &&
                (index === 0 || messages[index - 1]?.pedido_id !== message.pedido_id) && (
                  <span className="support-bubble__order">{SUPPORT_ABOUT_ORDER(message.pedido_id)}</span>
                )}
              <span className="support-bubble__text">{message.texto}</span>
              <span className="support-bubble__meta">
                <time dateTime={message.enviada_em}>{sentAt(message.enviada_em)}</time>
                {mine && message.lida_em && <span> · {SUPPORT_READ}</span>}
              </span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
