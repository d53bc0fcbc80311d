import { IonContent, useIonViewWillEnter } from '@ionic/react';
import { AppLink } from '../../../ui/app-link.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { RETRY_LOAD_LABEL, SEE_MENU_LABEL } from '../../../ui/texts.ts';
import { useOrders } from '../api/get-orders.ts';
import { OrderCard } from '../components/order-card.tsx';
import { OrdersLoading } from '../components/orders-state.tsx';
import { useReorder } from '../hooks/use-reorder.ts';
import '../../../ui/button.css';
import '../components/orders.css';

export const NO_ORDERS_TEXT = 'Você ainda não fez pedidos.';

/** §2 tabs/historico ('Pedidos'): the customer's orders, newest first; each opens its details or goes again. */
export function OrdersPage() {
  const { data, isPending, isError, refetch } = useOrders();
  const { reorder, busyId } = useReorder();
  // The tab stays mounted while the customer is elsewhere: coming back shows the statuses as they are now.
  useIonViewWillEnter(() => void refetch());

  return (
    <>
      <PageHeader title="Pedidos" />
      <IonContent className="orders-content">
        <div className="orders">
          {isPending ? (
            <OrdersLoading />
          ) : isError ? (
            <div className="orders-notice">
              <p>Não foi possível carregar seus pedidos.</p>
              <button type="button" className="btn btn--primary" onClick={() => void refetch()}>
                {RETRY_LOAD_LABEL}
              </button>
            </div>
          ) : data.length === 0 ? (
            <div className="orders-notice">
              <p>{NO_ORDERS_TEXT}</p>
              <AppLink to="/tabs/cardapio" direction="root" className="btn btn--primary">
                {SEE_MENU_LABEL}
              </AppLink>
            </div>
          ) : (
            <ul className="order-list">
              {data.map((order) => (
                <OrderCard
                  key={order.id}
                  order={order}
                  busy={busyId === order.id}
                  disabled={busyId !== null}
                  onReorder={() => void reorder(order.id)}
                />
              ))}
            </ul>
          )}
        </div>
      </IonContent>
    </>
  );
}
