import { requestScreenModal } from '../../../lib/screen-demand.ts';
import { ProductScreen } from './product-screen.tsx';

/** The product screen inside the shell's desktop modal; after adding from the bag, the bag comes back. */
export function ProductModalScreen({ fromBag, onClose }: { fromBag: boolean; onClose: () => void }) {
  return (
    <ProductScreen
      variant="modal"
      fromBag={fromBag}
      onClose={onClose}
      onAdded={(toBag) => (toBag ? requestScreenModal({ name: 'bag' }) : onClose())}
    />
  );
}
