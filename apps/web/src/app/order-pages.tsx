// The ordering screens after the bag (Pix, orders, cards, coupons, gift cards, restaurants) and the desktop shell's
// modal, in the last lazy screens' chunk (other-screens.ts); the product and the bag are in the first one
// (screens.ts, ADR 0140), the order details and the checkout in chunks of their own (ADR 0177). No feature imports
// another's screens: they are composed here (ADR 0071).
import { PixFailureScreen, PixPaymentScreen } from '../features/checkout/pages/index.ts';
import {
  DonationAmountScreen,
  DonationAskScreen,
  DonationPixScreen,
} from '../features/donations/pages/index.ts';
import { ProductListing, ProductModalScreen } from '../features/product/pages/index.ts';
import { SupportModalScreen } from '../features/support/pages/index.ts';
import type { ScreenModalRequest } from '../lib/screen-demand.ts';
import { Bag } from './bag-page.tsx';
import { Checkout } from './checkout-pages.tsx';
import { DonationPayment } from './donation-payment-pages.tsx';

export { AddCardPage, CardsModal, CardsPage, CardTile } from '../features/cards/pages/index.ts';
export { PixFailurePage, PixPaymentPage } from '../features/checkout/pages/index.ts';
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
