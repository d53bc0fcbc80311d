import type { MenuProduct } from '@comanda/contract';
import { AppModal } from '../../../ui/app-modal.tsx';
import { PendingScreen } from '../../../ui/pending-screen.tsx';

/** The product screen as a modal (desktop). */
export default function ProductModal({
  product,
  onClose,
}: {
  product: MenuProduct | null;
  onClose: () => void;
}) {
  return (
    <AppModal className="app-modal" isOpen={product !== null} onDismiss={onClose}>
      {product && <PendingScreen title={product.nome} onClose={onClose} />}
    </AppModal>
  );
}
