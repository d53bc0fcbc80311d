import { IonContent, useIonRouter } from '@ionic/react';
import { useCallback } from 'react';
import { useLocation } from 'react-router-dom';
import { PageHeader } from '../../../ui/page-header.tsx';
import { DeliveryMethods } from '../components/delivery-methods.tsx';
import { ADD_PAYMENT_TITLE } from '../payment-texts.ts';
import '../components/payments.css';

const CHECKOUT_PATH = '/finalizar-pedido';

/**
 * adicionar-pagamento (§2, open to everyone): the store's payment on delivery. After a pick it goes back where it
 * came from; opened from the checkout (`?origem=finalizar-pedido` or the previous page) without history to go
 * back through, it opens the checkout.
 */
export function AddPaymentPage() {
  const router = useIonRouter();
  const { search } = useLocation();
  const fromCheckout =
    new URLSearchParams(search).get('origem') === 'finalizar-pedido' ||
    router.routeInfo.lastPathname === CHECKOUT_PATH;
  const backTo = fromCheckout ? CHECKOUT_PATH : '/tabs/cardapio';

  const leave = useCallback(() => {
    if (router.canGoBack()) router.goBack();
    else router.push(backTo, 'back', 'replace');
  }, [router, backTo]);

  return (
    <>
      <PageHeader title={ADD_PAYMENT_TITLE} backTo={backTo} />
      <IonContent className="add-payment-screen">
        <div className="add-payment-screen__body">
          <DeliveryMethods onDone={leave} />
        </div>
      </IonContent>
    </>
  );
}
