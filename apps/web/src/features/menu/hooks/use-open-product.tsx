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
      if (isDesktop) requestScreenModal({ name: 'product' });
      else router.push('/produto', 'forward');
    },
    /** modal-listagem-produtos with the delivery kits. */
    openKits: () => {
      if (isDesktop) requestScreenModal({ name: 'listing', listing: { kits: true } });
      else router.push('/modal-listagem-produtos?kits=1', 'forward');
    },
  };
}
