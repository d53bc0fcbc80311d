import type { OrderWire } from '@comanda/contract';
import { formatDate, formatTime } from '@comanda/domain';
import { useId } from 'react';

/** The order's status changes, oldest first, each with its time (HH:mm) and date (dd/MM/y). */
export function StatusHistory({ history }: { history: OrderWire['historicoStatus'] }) {
  const titleId = useId();
  return (
    <section className="order-panel" aria-labelledby={titleId}>
      <h2 id={titleId} className="order-panel__title">
        Acompanhamento
      </h2>
      <ol className="status-history">
        {history.map((entry, index) => (
          <li
            key={`${entry.status}-${entry.data}`}
            className={
              index === history.length - 1
                ? 'status-history__item status-history__item--current'
                : 'status-history__item'
            }
          >
            <span className="status-history__status">{entry.status}</span>
            <time className="status-history__when" dateTime={entry.data}>
              {formatTime(Date.parse(entry.data))}
              <span className="status-history__date">, {formatDate(Date.parse(entry.data))}</span>
            </time>
          </li>
        ))}
      </ol>
    </section>
  );
}
