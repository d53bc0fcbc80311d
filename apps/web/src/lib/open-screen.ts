import { useIonRouter } from '@ionic/react';
import { useIsDesktop } from './responsive.ts';
import { requestScreenModal } from './screen-demand.ts';
import { writeStored } from './storage.ts';

/** The product to show, as the product screen reads it from `produto` (§3 Local storage). */
export interface ProductToOpen {
  cod: number;
  [field: string]: unknown;
}

/**
 * Opens the screens that are pages on mobile and modals on desktop (§1): the product (stored under `produto` so
 * a reload keeps it), the bag and the product listing.
 */
export function useOpenScreen() {
  const isDesktop = useIsDesktop();
  const router = useIonRouter();

  const openProduct = (product: ProductToOpen, from: 'bag' | 'menu' = 'menu') => {
    writeStored('produto', product);
    if (isDesktop) requestScreenModal({ name: 'product', from });
    else router.push(from === 'bag' ? '/produto?origem=sacola' : '/produto', 'forward');
  };

  const openBag = () => {
    if (isDesktop) requestScreenModal({ name: 'bag' });
    else router.push('/sacola', 'forward');
  };

  const openListing = (listing: { categoria: number } | { kits: true }) => {
    if (isDesktop) requestScreenModal({ name: 'listing', listing });
    else
      router.push(
        'kits' in listing
          ? '/modal-listagem-produtos?kits=1'
          : `/modal-listagem-produtos?categoria=${listing.categoria}`,
        'forward',
      );
  };

  /** Leaves a screen shown as a modal (desktop) and goes to a route. */
  const goTo = (path: string) => {
    requestScreenModal(null);
    router.push(path, 'forward');
  };

  return { isDesktop, openProduct, openBag, openListing, goTo };
}
