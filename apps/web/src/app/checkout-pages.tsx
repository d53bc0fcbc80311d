// The checkout composed from the features it shows (ADR 0071): the payment choice (payments), the cards modal in
// select mode (cards) and the value summary (bag). No feature imports another's screens. In the checkout's lazy
// chunk (checkout-screens.ts, ADR 0177); the donation's payment, which shares the cards modal, is in the last one.
import { useIonRouter } from '@ionic/react';
import type { QueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { readCurrentUser } from '../features/auth/index.ts';
import { prefetchBagPrice } from '../features/bag/index.ts';
import { ValueSummary } from '../features/bag/pages/index.ts';
import { CardsModal } from '../features/cards/pages/index.ts';
import { CheckoutScreen } from '../features/checkout/pages/index.ts';
import { askDonationAfter } from '../features/donations/pages/index.ts';
import {
  changeForError,
  PaymentChoiceSection,
  prefetchPaymentOptions,
  usePaymentOptions,
} from '../features/payments/pages/index.ts';
import { readCurrentStore, useCurrentStore } from '../features/stores/index.ts';

/** A placed order's screen asks for a donation once it opens (modal-perguntar-doacao). */
const askForDonation = (order: { id: number }) => askDonationAfter(order.id);

interface CheckoutProps {
  variant: 'page' | 'modal';
  onClose: () => void;
  focusPayment?: boolean;
}

/** finalizar-pedido: the checkout with the payment choice, the saved cards to pick from and the value summary. */
export function Checkout({ variant, onClose, focusPayment = false }: CheckoutProps) {
  // the store's payment options are asked for with the bag's price, not after it (the choice needs both)
  usePaymentOptions(useCurrentStore()?.id);
  const [cardsOpen, setCardsOpen] = useState(false);
  const closeCards = useCallback(() => setCardsOpen(false), []);
  return (
    <>
      <CheckoutScreen
        variant={variant}
        onClose={onClose}
        focusPayment={focusPayment}
        renderPayment={({ lojaId, total, cashChangeError }) => (
          <PaymentChoiceSection
            lojaId={lojaId}
            total={total}
            onChooseCard={() => setCardsOpen(true)}
            {...(cashChangeError ? { cashChangeError } : {})}
          />
        )}
        renderSummary={(priced, updating) => (
          <ValueSummary
            totals={priced.totais}
            coupon={priced.cupom}
            estimatedFee={priced.frete_estimado}
            updating={updating}
          />
        )}
        checkPayment={(choice, total) =>
          choice.forma === 'CASH' ? changeForError(choice.valor, total) : null
        }
        onPlaced={askForDonation}
      />
      <CardsModal isOpen={cardsOpen} mode="select" onClose={closeCards} />
    </>
  );
}

/** finalizar-pedido as a page (mobile, or a link opened on desktop); `?pagamento=trocar` shows the payment choice. */
export function CheckoutPage() {
  const router = useIonRouter();
  const { search } = useLocation();
  const close = useCallback(() => router.push('/tabs/cardapio', 'back', 'replace'), [router]);
  const focusPayment = new URLSearchParams(search).get('pagamento') === 'trocar';
  return <Checkout variant="page" onClose={close} focusPayment={focusPayment} />;
}

/**
 * A link to the checkout asks for what its payment choice waits for, the bag's price and the store's payment options,
 * with the checkout's code (ADR 0178). Only for a signed-in customer: a visitor is sent to log in.
 */
CheckoutPage.prefetch = (client: QueryClient) => {
  if (!readCurrentUser()) return;
  prefetchBagPrice(client);
  prefetchPaymentOptions(client, readCurrentStore()?.id);
};
