import type { OrderWire } from '@comanda/contract';
import { ORDER_NOT_FOUND_MESSAGE } from '@comanda/domain';
import { IonContent, useIonRouter } from '@ionic/react';
import { useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { ApiError } from '../../../lib/api-client.ts';
import { useIsDesktop } from '../../../lib/responsive.ts';
import { requestScreenModal } from '../../../lib/screen-demand.ts';
import { AppLink } from '../../../ui/app-link.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { RETRY_LOAD_LABEL } from '../../../ui/texts.ts';
import { OrderDelivery } from '../components/order-delivery.tsx';
import { OrderLines } from '../components/order-lines.tsx';
import { OrderPayment } from '../components/order-payment.tsx';
import { OrderStatusCard } from '../components/order-status-card.tsx';
import { OrderValues } from '../components/order-values.tsx';
import { OrdersLoading } from '../components/orders-state.tsx';
import { StatusHistory } from '../components/status-history.tsx';
import { useOrderTracking } from '../hooks/use-order-tracking.ts';
import { useReorder } from '../hooks/use-reorder.ts';
import { pedidoIdFrom, pixPaymentPath } from '../order-text.ts';
import { ORDER_AGAIN_LABEL, ORDER_DETAILS_TITLE } from '../orders-texts.ts';
import '../../../ui/button.css';
import '../components/orders.css';

const DETAILS_PATH = '/tabs/detalhes-pedido';
export const ORDER_NOT_FOUND_TEXT = ORDER_NOT_FOUND_MESSAGE;

/** The page's order: kept while another page (the Pix payment) is on top of it with an address of its own. */
function usePedidoId(): number | null {
  const location = useLocation();
  const kept = useRef<number | null>(null);
  if (location.pathname === DETAILS_PATH) kept.current = pedidoIdFrom(location.search);
  return kept.current;
}

/**
 * §2 tabs/detalhes-pedido: the order's progress (§4), its status history, delivery, lines, values and payment,
 * changing by itself as the order moves (live stream, or polling when the stream cannot be used).
 */
export function OrderDetailsPage({
  actions,
}: {
  /** What other features offer about the order (the chat with its store), below its own actions. */
  actions?: (order: OrderWire) => React.ReactNode;
} = {}) {
  const pedidoId = usePedidoId();
  const { data: order, isPending, error, refetch } = useOrderTracking(pedidoId);
  const { reorder, busyId } = useReorder();
  const isDesktop = useIsDesktop();
  const router = useIonRouter();

  const payPix = () => {
    if (pedidoId === null) return;
    if (isDesktop) requestScreenModal({ name: 'pix', pedidoId });
    else router.push(pixPaymentPath(pedidoId), 'forward');
  };

  const notFound = pedidoId === null || (error instanceof ApiError && error.status === 404);
  let body: React.ReactNode;
  if (notFound) body = <OrderNotice text={ORDER_NOT_FOUND_TEXT} />;
  else if (order)
    body = (
      <div className="order-details__grid">
        <div className="order-details__column">
          <OrderStatusCard order={order} onPayPix={payPix} />
          <StatusHistory history={order.historicoStatus} />
          <OrderDelivery order={order} />
        </div>
        <div className="order-details__column">
          <OrderLines lines={order.itens} />
          <OrderValues order={order} />
          <OrderPayment order={order} />
          <button
            type="button"
            className="btn btn--block orders-outline-button"
            disabled={busyId !== null}
            onClick={() => void reorder(order.id)}
          >
            {busyId === order.id ? 'Adicionando…' : ORDER_AGAIN_LABEL}
          </button>
          {actions?.(order)}
        </div>
      </div>
    );
  else if (isPending) body = <OrdersLoading />;
  else
    body = (
      <OrderNotice text="Não foi possível carregar o pedido.">
        <button type="button" className="btn btn--primary" onClick={() => void refetch()}>
          {RETRY_LOAD_LABEL}
        </button>
      </OrderNotice>
    );

  return (
    <>
      <PageHeader title={ORDER_DETAILS_TITLE} backTo="/tabs/historico" />
      <IonContent className="orders-content">
        <div className="order-details">{body}</div>
      </IonContent>
    </>
  );
}

function OrderNotice({ text, children }: { text: string; children?: React.ReactNode }) {
  return (
    <div className="orders-notice">
      <p>{text}</p>
      {children ?? (
        <AppLink to="/tabs/historico" direction="root" className="btn btn--primary">
          Ver meus pedidos
        </AppLink>
      )}
    </div>
  );
}
