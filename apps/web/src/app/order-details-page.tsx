// tabs/detalhes-pedido composed with what other features offer about an order (ADR 0071), in a lazy chunk of its own
// (order-details-screens.ts, ADR 0177): a link from an order's notification asks for this screen's code alone.
import { useLocation } from 'react-router-dom';
import { DonationQuestionTrigger } from '../features/donations/pages/index.ts';
import { OrderDetailsPage as OrderDetails, prefetchOrderDetails } from '../features/orders/pages/index.ts';
import { SupportOrderButton } from '../features/support/pages/index.ts';

/**
 * tabs/detalhes-pedido, composed with the donation question: an order just placed asks for a donation once its
 * screen has opened (after the Pix is paid, for a Pix order).
 */
export function OrderDetailsPage() {
  const { pathname, search } = useLocation();
  const pedidoId =
    pathname === '/tabs/detalhes-pedido' ? Number(new URLSearchParams(search).get('pedidoId')) : 0;
  return (
    <>
      <OrderDetails actions={(order) => <SupportOrderButton lojaId={order.loja.id} pedidoId={order.id} />} />
      <DonationQuestionTrigger pedidoId={Number.isSafeInteger(pedidoId) && pedidoId > 0 ? pedidoId : null} />
    </>
  );
}

// a link to an order asks for it with this screen's code (ADR 0178)
OrderDetailsPage.prefetch = prefetchOrderDetails;
