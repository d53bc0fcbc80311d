import { useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { PixFailureScreen } from '../components/pix-failure-screen.tsx';
import { PixPaymentScreen } from '../components/pix-payment-screen.tsx';

/** `?pedidoId=N` of the checkout's routes; null unless a positive whole number. */
export function pedidoIdFrom(search: string): number | null {
  const raw = new URLSearchParams(search).get('pedidoId') ?? '';
  const id = /^\d{1,10}$/.test(raw) ? Number(raw) : Number.NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** The page's order: kept while the page stays in the stack under another one with another address. */
function usePedidoId(): number | null {
  const parsed = pedidoIdFrom(useLocation().search);
  const kept = useRef(parsed);
  if (parsed !== null) kept.current = parsed;
  return kept.current;
}

const stay = () => undefined;

/** pagamento-pedido-pix and modal-pagamento-pedido-pix (mobile): the Pix of `?pedidoId`. */
export function PixPaymentPage() {
  return <PixPaymentScreen variant="page" pedidoId={usePedidoId()} onClose={stay} />;
}

/** modal-pagamento-pix-falha (mobile). */
export function PixFailurePage() {
  return <PixFailureScreen variant="page" pedidoId={usePedidoId()} onClose={stay} />;
}
