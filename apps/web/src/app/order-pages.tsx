// The ordering screens after the bag (checkout, Pix, orders, cards, coupons, gift cards, restaurants) and the desktop
// shell's modal, in the other lazy screens' chunk (other-screens.ts); the product and the bag are in the first one
// (screens.ts, ADR 0140). No feature imports another's screens: they are composed here (ADR 0071).
import { useLocation } from 'react-router-dom';
import { PixFailureScreen, PixPaymentScreen } from '../features/checkout/pages/index.ts';
import {
  DonationAmountScreen,
  DonationAskScreen,
  DonationPixScreen,
  DonationQuestionTrigger,
} from '../features/donations/pages/index.ts';
import { OrderDetailsPage as OrderDetails } from '../features/orders/pages/index.ts';
import { ProductListing, ProductModalScreen } from '../features/product/pages/index.ts';
import { SupportModalScreen, SupportOrderButton } from '../features/support/pages/index.ts';
import type { ScreenModalRequest } from '../lib/screen-demand.ts';
import { Bag } from './bag-page.tsx';
import { Checkout, DonationPayment } from './checkout-pages.tsx';

export { AddCardPage, CardsModal, CardsPage, CardTile } from '../features/cards/pages/index.ts';
export { CouponsPage } from '../features/coupons/pages/index.ts';
export {
  DonationAmountPage,
  DonationAskPage,
  DonationPixPage,
} from '../features/donations/pages/index.ts';
export { GiftCardPage } from '../features/gift-cards/pages/index.ts';
export { AboutBrandPage } from '../features/institutional/pages/index.ts';
export { OrdersPage } from '../features/orders/pages/index.ts';
export { AddPaymentPage } from '../features/payments/pages/index.ts';
export * from '../features/restaurants/pages/index.ts';
export { CheckoutPage, DonationPaymentPage, PixFailurePage, PixPaymentPage } from './checkout-pages.tsx';

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

/** The screens the desktop shell shows in its modal (§1: desktop uses modals where mobile uses pages). */
export function ScreenModalContent({
  request,
  onClose,
}: {
  request: ScreenModalRequest;
  onClose: () => void;
}) {
  switch (request.name) {
    case 'bag':
      return <Bag variant="modal" onClose={onClose} />;
    case 'product':
      return <ProductModalScreen fromBag={request.from === 'bag'} onClose={onClose} />;
    case 'listing':
      return <ProductListing source={request.listing ?? { kits: true }} variant="modal" onClose={onClose} />;
    case 'checkout':
      return <Checkout variant="modal" onClose={onClose} focusPayment={request.focus === 'payment'} />;
    case 'pix':
      return <PixPaymentScreen variant="modal" pedidoId={request.pedidoId ?? null} onClose={onClose} />;
    case 'pix-failure':
      return <PixFailureScreen variant="modal" pedidoId={request.pedidoId ?? null} onClose={onClose} />;
    case 'donation-ask':
      return <DonationAskScreen pedidoId={request.pedidoId ?? null} onClose={onClose} />;
    case 'donation':
      return <DonationAmountScreen pedidoId={request.pedidoId ?? null} onClose={onClose} />;
    case 'donation-payment':
      return (
        <DonationPayment
          valor={request.valor ?? null}
          pedidoId={request.pedidoId ?? null}
          onClose={onClose}
        />
      );
    case 'donation-pix':
      return <DonationPixScreen doacaoId={request.doacaoId ?? null} onClose={onClose} />;
    case 'support':
      return (
        <SupportModalScreen
          lojaId={request.lojaId ?? null}
          pedidoId={request.pedidoId ?? null}
          onClose={onClose}
        />
      );
    default: {
      const unknown: never = request.name;
      throw new Error(`Unknown screen ${String(unknown)}`);
    }
  }
}

/** The modal's size for each screen. */
export function screenModalClass(request: ScreenModalRequest): string {
  switch (request.name) {
    case 'bag':
      return 'app-modal app-modal--bag';
    case 'product':
      return 'app-modal app-modal--product';
    case 'listing':
      return 'app-modal';
    case 'checkout':
      return 'app-modal app-modal--checkout';
    case 'pix':
      return 'app-modal app-modal--pix';
    case 'pix-failure':
      return 'app-modal app-modal--pix-failure';
    case 'donation-ask':
    case 'donation':
    case 'donation-payment':
    case 'donation-pix':
      return 'app-modal app-modal--donation';
    case 'support':
      return 'app-modal app-modal--support';
    default: {
      const unknown: never = request.name;
      throw new Error(`Unknown screen ${String(unknown)}`);
    }
  }
}
