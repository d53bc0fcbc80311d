import type { MenuProduct } from '@comanda/contract';
import { useIonRouter } from '@ionic/react';
import { useIsDesktop } from '../../../lib/responsive.ts';
import { requestScreenModal } from '../../../lib/screen-demand.ts';
import { writeStored } from '../../../lib/storage.ts';

/**
 * Opens the product screen: a page (route produto) on mobile, the shell's modal on desktop (§2 Product detail).
 * The chosen product is stored under `produto` so the page survives a reload.
 */
export function useOpenProduct() {
  const isDesktop = useIsDesktop();
  const router = useIonRouter();
  return {
    open: (next: MenuProduct) => {
      writeStored('produto', next);
      if (isDesktop) requestScreenModal({ name: 'product', from: 'menu' });
      else router.push('/produto', 'forward');
    },
    /** A link (banner) to a product this store does not sell now. */
    unavailable: () => router.push('/produto-indisponivel', 'forward'),
  };
}
