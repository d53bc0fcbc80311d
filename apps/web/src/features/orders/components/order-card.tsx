import type { OrderSummaryWire } from '@comanda/contract';
import { formatDateTime } from '@comanda/domain';
import { AppLink } from '../../../ui/app-link.tsx';
import { orderDetailsPath } from '../order-text.ts';
import { ORDER_AGAIN_LABEL } from '../orders-texts.ts';
import { StatusChip } from './status-chip.tsx';

interface OrderCardProps {
  order: OrderSummaryWire;
  /** 'Pedir de novo' is running for this order. */
  busy: boolean;
  /** 'Pedir de novo' is running for some order. */
  disabled: boolean;
  onReorder: () => void;
}

/** One order of tabs/historico: store, status, date and time, what was ordered and the total; opens its details. */
export function OrderCard({ order, busy, disabled, onReorder }: OrderCardProps) {
  return (
    <li className="order-card">
      <AppLink to={orderDetailsPath(order.id)} className="order-card__link">
        <span className="order-card__top">
          <span className="order-card__store">{order.loja.nome}</span>
          <StatusChip status={order.status} />
        </span>
        <span className="order-card__meta">
          <time dateTime={order.criado_em}>{formatDateTime(order.criado_em)}</time> · Pedido #{order.id}
        </span>
        <span className="order-card__summary">{order.resumo}</span>
      </AppLink>
      <div className="order-card__actions">
        <p className="order-card__total">
          Total <strong>{order.total.texto}</strong>
        </p>
        <button
          type="button"
          className="btn orders-outline-button order-card__again"
          disabled={disabled}
          onClick={onReorder}
        >
          {busy ? 'Adicionando…' : ORDER_AGAIN_LABEL}
          <span className="visually-hidden"> (pedido #{order.id})</span>
        </button>
      </div>
    </li>
  );
}
