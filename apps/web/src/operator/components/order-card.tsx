import type { OperatorOrderWire } from '@comanda/contract';
import type { OrderStatus } from '@comanda/domain';
import { CHANGE_FOR_LABEL, CPF_ON_RECEIPT_LABEL } from '../../ui/texts.ts';
import { actionsOf } from '../order-actions.ts';
import { placedAt, waitingFor } from '../order-time.ts';

interface OrderCardProps {
  order: OperatorOrderWire;
  now: number;
  /** It arrived while the board was open, a moment ago. */
  fresh: boolean;
  /** The status a move on its way asks for. */
  moving: OrderStatus | undefined;
  /** Several statuses share the column: say which one this order is in. */
  showStatus: boolean;
  /** It has ended: shown compact, without buttons. */
  finished: boolean;
  onMove: (order: OperatorOrderWire, status: OrderStatus) => void;
  onCancel: (order: OperatorOrderWire) => void;
}

/** One order as the kitchen reads it, with a button for each move the team may make now. */
export function OrderCard({
  order,
  now,
  fresh,
  moving,
  showStatus,
  finished,
  onMove,
  onCancel,
}: OrderCardProps) {
  const titleId = `pedido-${order.id}-titulo`;
  const classes = [
    'op-order',
    fresh && 'op-order--fresh',
    finished && 'op-order--finished',
    moving && 'op-order--busy',
  ];
  return (
    <article
      className={classes.filter(Boolean).join(' ')}
      aria-labelledby={titleId}
      aria-busy={moving ? true : undefined}
      data-testid={`pedido-${order.id}`}
    >
      <header className="op-order__head">
        <h3 id={titleId} className="op-order__id">
          Pedido #{order.id}
        </h3>
        {fresh && <span className="op-tag op-tag--fresh">Novo</span>}
        <p className="op-order__time">
          <time dateTime={order.criado_em}>{placedAt(order.criado_em)}</time>
          {!finished && <span className="op-order__waiting"> · {waitingFor(order.criado_em, now)}</span>}
        </p>
      </header>
      {showStatus && <p className="op-tag op-tag--status">{order.status}</p>}
      <p className="op-order__customer">{order.cliente}</p>
      {!finished && <p className="op-order__address">{order.endereco}</p>}
      {!finished && (
        <ul className="op-order__items" aria-label="Itens">
          {order.itens.map((item, index) => (
            // lines have no id of their own; the list is rendered whole each time
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <li key={index} className="op-item">
              <span className="op-item__line">
                <span className="op-item__qty">{item.qtd}x</span> {item.nome}
              </span>
              {item.detalhes && <span className="op-item__details">{item.detalhes}</span>}
            </li>
          ))}
        </ul>
      )}
      <dl className="op-order__facts">
        <div className="op-fact op-fact--total">
          <dt>Total</dt>
          <dd>{order.total.texto}</dd>
        </div>
        <div className="op-fact">
          <dt>Pagamento</dt>
          <dd>{order.pagamento}</dd>
        </div>
        {order.troco_para && (
          <div className="op-fact op-fact--note">
            <dt className="visually-hidden">Troco</dt>
            <dd>
              {CHANGE_FOR_LABEL} {order.troco_para.texto}
            </dd>
          </div>
        )}
        {order.cpf_nota && !finished && (
          <div className="op-fact">
            <dt>{CPF_ON_RECEIPT_LABEL}</dt>
            <dd>{order.cpf_nota}</dd>
          </div>
        )}
      </dl>
      {order.proximos.length > 0 && (
        <div className="op-order__actions">
          {actionsOf(order.proximos).map((action) => (
            <button
              key={action.status}
              type="button"
              className={`op-button ${action.cancels ? 'op-button--danger' : 'op-button--primary'}`}
              disabled={moving !== undefined}
              aria-busy={moving === action.status ? true : undefined}
              aria-describedby={titleId}
              onClick={() => (action.cancels ? onCancel(order) : onMove(order, action.status))}
            >
              {moving === action.status && <span className="op-spinner" aria-hidden="true" />}
              {action.label}
            </button>
          ))}
        </div>
      )}
    </article>
  );
}
