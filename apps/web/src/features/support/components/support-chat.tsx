import { RETRY_LOAD_LABEL } from '../../../ui/texts.ts';
import { sendMessage } from '../api/send-message.ts';
import { useConversation } from '../hooks/use-conversation.ts';
import {
  SUPPORT_ABOUT_ORDER,
  SUPPORT_CONVERSATION_LABEL,
  SUPPORT_INTRO,
  SUPPORT_LOAD_FAILED,
} from '../support-texts.ts';
import { MessageComposer } from './message-composer.tsx';
import { MessageList } from './message-list.tsx';

/** The conversation with a store: what was said, live, and where to write; `pedidoId` ties new messages to an order. */
export function SupportChat({ lojaId, pedidoId }: { lojaId: number; pedidoId: number | null }) {
  const { data, isPending, refetch, add } = useConversation(lojaId);

  if (!data) {
    if (isPending)
      return (
        <div className="page-loading" role="status">
          <span className="spinner" aria-hidden="true" />
          <span className="visually-hidden">Carregando…</span>
        </div>
      );
    return (
      <div className="support-chat__notice">
        <p>{SUPPORT_LOAD_FAILED}</p>
        <button type="button" className="btn btn--primary" onClick={() => void refetch()}>
          {RETRY_LOAD_LABEL}
        </button>
      </div>
    );
  }

  const label = SUPPORT_CONVERSATION_LABEL(data.loja.nome);
  return (
    <section className="support-chat" aria-label={label}>
      <header className="support-chat__header">
        <h2 className="support-chat__store">{data.loja.nome}</h2>
        <p className="support-chat__intro">{SUPPORT_INTRO}</p>
        {pedidoId !== null && <p className="support-chat__order">{SUPPORT_ABOUT_ORDER(pedidoId)}</p>}
      </header>
      <MessageList messages={data.mensagens} storeName={data.loja.nome} label={label} />
      <MessageComposer
        onSend={async (texto) => {
          add(await sendMessage({ lojaId, texto, ...(pedidoId === null ? {} : { pedidoId }) }));
        }}
      />
    </section>
  );
}
