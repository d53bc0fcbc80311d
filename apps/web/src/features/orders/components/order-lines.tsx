import type { OrderWire } from '@comanda/contract';
import { useId } from 'react';
import { describeChoices } from '../../bag/index.ts';

/** The order's lines: quantity, name, chosen options, observation and the line's price. */
export function OrderLines({ lines }: { lines: OrderWire['itens'] }) {
  const titleId = useId();
  return (
    <section className="order-panel" aria-labelledby={titleId}>
      <h2 id={titleId} className="order-panel__title">
        Itens
      </h2>
      <ul className="order-lines">
        {lines.map((line, index) => {
          const choices = describeChoices(line);
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: an order's lines never move
            <li key={index} className="order-line">
              <span className="order-line__qty">{line.qtd}×</span>
              <span className="order-line__body">
                <span className="order-line__name">{line.nome}</span>
                {choices && <span className="order-line__detail">{choices}</span>}
                {line.observacao && <span className="order-line__detail">Obs.: {line.observacao}</span>}
              </span>
              <span className="order-line__price">{line.preco.total.texto}</span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
