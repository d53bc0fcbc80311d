import { useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { DonationAmountScreen } from '../components/donation-amount-screen.tsx';
import { DonationAskScreen } from '../components/donation-ask-screen.tsx';
import { DonationPixScreen } from '../components/donation-pix-screen.tsx';
import { positiveParam } from '../donation-paths.ts';
import { useDonationNavigation } from '../hooks/use-donation-navigation.ts';

/** The page's query parameters, kept while another page is on top of it with an address of its own. */
function useParam(path: string, name: string): number | null {
  const location = useLocation();
  const kept = useRef<number | null>(null);
  if (location.pathname === path) kept.current = positiveParam(location.search, name);
  return kept.current;
}

/** modal-perguntar-doacao (mobile). */
export function DonationAskPage() {
  const pedidoId = useParam('/modal-perguntar-doacao', 'pedidoId');
  return <DonationAskScreen pedidoId={pedidoId} onClose={useDonationNavigation().close} />;
}

/** modal-doacao (mobile). */
export function DonationAmountPage() {
  const pedidoId = useParam('/modal-doacao', 'pedidoId');
  return <DonationAmountScreen pedidoId={pedidoId} onClose={useDonationNavigation().close} />;
}

/** modal-pagamento-pix-doacao (mobile). */
export function DonationPixPage() {
  const doacaoId = useParam('/modal-pagamento-pix-doacao', 'doacaoId');
  return <DonationPixScreen doacaoId={doacaoId} onClose={useDonationNavigation().close} />;
}

/** modal-forma-pagamento-doacao's address: the amount and the order. */
export function useDonationPaymentParams() {
  return {
    valor: useParam('/modal-forma-pagamento-doacao', 'valor'),
    pedidoId: useParam('/modal-forma-pagamento-doacao', 'pedidoId'),
  };
}
