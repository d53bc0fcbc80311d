import type { OrderWire } from '@comanda/contract';
import { formatDateTime, isOrderStatus, orderStatusNotification, trackedStatus } from '@comanda/domain';
import { useId } from 'react';
import { OrderProgress } from './order-progress.tsx';

interface OrderStatusCardProps {
  order: OrderWire;
  /** Opens the Pix payment of an order still waiting for it. */
  onPayPix: () => void;
}

/** The top of the order's details: number and date, the progress bar, the current status in words. */
export function OrderStatusCard({ order, onPayPix }: OrderStatusCardProps) {
  const titleId = useId();
  const tracked = trackedStatus(order.historicoStatus);
  const status = tracked !== null && isOrderStatus(tracked) ? tracked : order.status;
  const waitingPix = status === 'Aguardando pagamento' && order.formaPagamento.tipo === 'pix' && order.pix;
  return (
    <section className="order-status-card" aria-labelledby={titleId}>
      <p className="order-status-card__meta">
        Pedido #{order.id} · <time dateTime={order.criado_em}>{formatDateTime(order.criado_em)}</time>
      </p>
      <OrderProgress history={order.historicoStatus} />
      <div className="order-status-card__now" aria-live="polite" aria-atomic="true">
        <h2
          id={titleId}
          data-testid="pedido-status"
          className={
            status === 'Cancelado'
              ? 'order-status-card__status order-status-card__status--cancelled'
              : 'order-status-card__status'
          }
        >
          {status}
        </h2>
        <p className="order-status-card__message">
          {orderStatusNotification(order.id, status, { motivo: order.motivo_cancelamento }).mensagem}
        </p>
      </div>
      {waitingPix && (
        <button type="button" className="btn btn--primary btn--block" onClick={onPayPix}>
          Pagar com Pix
        </button>
      )}
    </section>
  );
}
