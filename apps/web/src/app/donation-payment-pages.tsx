// The donation's payment composed with the saved cards in donation mode (ADR 0071), in the last lazy screens' chunk
// (other-screens.ts): the checkout's chunk carries the checkout alone (ADR 0177).
import { useCallback, useState } from 'react';
import { CardsModal } from '../features/cards/pages/index.ts';
import {
  DonationPaymentScreen,
  useDonationNavigation,
  useDonationPaymentParams,
} from '../features/donations/pages/index.ts';

/** modal-forma-pagamento-doacao: the donation's payment, with the saved cards in donation mode (§4). */
export function DonationPayment({
  valor,
  pedidoId,
  onClose,
}: {
  valor: number | null;
  pedidoId: number | null;
  onClose: () => void;
}) {
  const [cardsOpen, setCardsOpen] = useState(false);
  const closeCards = useCallback(() => setCardsOpen(false), []);
  return (
    <>
      <DonationPaymentScreen
        valor={valor}
        pedidoId={pedidoId}
        onClose={onClose}
        onChooseCard={() => setCardsOpen(true)}
      />
      <CardsModal isOpen={cardsOpen} mode="donation" onClose={closeCards} />
    </>
  );
}

/** modal-forma-pagamento-doacao as a page (mobile): `?valor` in centavos and `?pedidoId`. */
export function DonationPaymentPage() {
  const { valor, pedidoId } = useDonationPaymentParams();
  return <DonationPayment valor={valor} pedidoId={pedidoId} onClose={useDonationNavigation().close} />;
}
