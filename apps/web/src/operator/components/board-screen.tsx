import type { OperatorOrderWire } from '@comanda/contract';
import { useCallback, useEffect, useState } from 'react';
import { RETRY_LOAD_LABEL } from '../../ui/texts.ts';
import { columnsOf } from '../board-columns.ts';
import type { Board } from '../operator-api.ts';
import { BOARD_TITLE } from '../operator-texts.ts';
import { SupportPanel } from '../support/support-panel.tsx';
import { useSupport } from '../support/use-support.ts';
import { useBoard } from '../use-board.ts';
import { CancelDialog } from './cancel-dialog.tsx';
import { LiveIndicator } from './live-indicator.tsx';
import { Notice } from './notice.tsx';
import { OrderCard } from './order-card.tsx';

/** How often the waiting times on the cards move on. */
const CLOCK_MS = 30_000;

interface BoardScreenProps {
  operatorKey: string;
  initial: Board | null;
  onLeave: () => void;
  onKeyRefused: (message: string) => void;
}

function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), CLOCK_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** The store's orders of today by status, live, with the team's moves. */
export function BoardScreen({ operatorKey, initial, onLeave, onKeyRefused }: BoardScreenProps) {
  const [error, setError] = useState<string | null>(null);
  const [cancelling, setCancelling] = useState<OperatorOrderWire | null>(null);
  const board = useBoard(operatorKey, initial, { onKeyRefused, onError: setError });
  const support = useSupport(operatorKey, { onKeyRefused, onError: setError });
  const [chatOpen, setChatOpen] = useState(false);
  const now = useNow();
  const closeError = useCallback(() => setError(null), []);
  const columns = columnsOf(board.orders);

  return (
    <div className="op-board">
      <header className="op-header">
        <div className="op-header__title">
          <p className="op-eyebrow op-eyebrow--inverse">{BOARD_TITLE}</p>
          <h1 className="op-header__store">{board.loja?.nome ?? 'Carregando…'}</h1>
        </div>
        <LiveIndicator mode={board.mode} stale={board.stale} />
        <div className="op-header__actions">
          <button
            type="button"
            className="op-button op-button--inverse"
            aria-expanded={chatOpen}
            onClick={() => setChatOpen((open) => !open)}
          >
            Atendimento
            {support.unread > 0 && (
              <span className="op-header__badge">
                {support.unread}
                <span className="visually-hidden"> {support.unread === 1 ? 'não lida' : 'não lidas'}</span>
              </span>
            )}
          </button>
          <button type="button" className="op-button op-button--inverse" onClick={onLeave}>
            Sair
          </button>
        </div>
      </header>
      <nav className="op-summary" aria-label="Pedidos por status">
        <ul className="op-summary__list">
          {columns.map((column) => (
            <li key={column.id}>
              <a className="op-summary__link" href={`#${column.id}`}>
                {column.title} <span className="op-summary__count">{column.orders.length}</span>
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <main className="op-columns">
        {board.loja === null && board.loadError && (
          <div className="op-load-error" role="alert">
            <p>{board.loadError}</p>
            <button
              type="button"
              className="op-button op-button--primary"
              onClick={() => void board.reload()}
            >
              {RETRY_LOAD_LABEL}
            </button>
          </div>
        )}
        {board.loja !== null &&
          columns.map((column) => (
            <section
              key={column.id}
              id={column.id}
              className={`op-column${column.finished ? ' op-column--finished' : ''}`}
              aria-label={column.title}
              data-testid={`coluna-${column.id}`}
            >
              <h2 className="op-column__title">
                {column.title}
                <span className="op-column__count">
                  <span className="visually-hidden">: </span>
                  {column.orders.length}
                  <span className="visually-hidden">
                    {' '}
                    {column.orders.length === 1 ? 'pedido' : 'pedidos'}
                  </span>
                </span>
              </h2>
              {column.orders.length === 0 ? (
                <p className="op-column__empty">Nenhum pedido.</p>
              ) : (
                column.orders.map((order) => (
                  <OrderCard
                    key={order.id}
                    order={order}
                    now={now}
                    fresh={board.fresh.has(order.id)}
                    moving={board.busy.get(order.id)}
                    showStatus={column.statuses.length > 1}
                    finished={column.finished === true}
                    onMove={(target, status) => void board.move(target, status)}
                    onCancel={setCancelling}
                  />
                ))
              )}
            </section>
          ))}
      </main>
      {chatOpen && <SupportPanel support={support} onClose={() => setChatOpen(false)} />}
      <p className="visually-hidden" aria-live="polite">
        {board.announcement}
      </p>
      <p className="visually-hidden" aria-live="polite">
        {support.announcement}
      </p>
      <CancelDialog
        order={cancelling}
        onConfirm={(order, motivo) => void board.move(order, 'Cancelado', motivo)}
        onClose={() => setCancelling(null)}
      />
      <Notice message={error} onClose={closeError} />
    </div>
  );
}
