import { useIonRouter } from '@ionic/react';
import { useIsDesktop } from '../../lib/responsive.ts';
import { requestScreenModal } from '../../lib/screen-demand.ts';
import { storedKeyWriter } from '../../lib/storage.ts';
import type { ProductToOpen } from './stored-product.ts';

/** `produto` written by the menu, whose first load does not need the key's check (stored-product.ts reads it). */
const productWriter = storedKeyWriter<ProductToOpen>('produto');

/**
 * Opens the product screen (§2 Product detail): a page (route produto) on mobile, the shell's modal on desktop.
 * The product is stored under `produto` so the page survives a reload; a bag line opens it for editing.
 */
export function useOpenProduct() {
  const isDesktop = useIsDesktop();
  const router = useIonRouter();
  return {
    open: (product: ProductToOpen, from: 'bag' | 'menu' = 'menu') => {
      productWriter.write(product);
      if (isDesktop) requestScreenModal({ name: 'product', from });
      else router.push(from === 'bag' ? '/produto?origem=sacola' : '/produto', 'forward');
    },
    /** modal-listagem-produtos with the delivery kits. */
    openKits: () => {
      if (isDesktop) requestScreenModal({ name: 'listing', listing: { kits: true } });
      else router.push('/modal-listagem-produtos?kits=1', 'forward');
    },
  };
}
