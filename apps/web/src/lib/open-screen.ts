import { useIonRouter } from '@ionic/react';
import { useIsDesktop } from './responsive.ts';
import { requestScreenModal } from './screen-demand.ts';

/**
 * Opens the screens that are pages on mobile and modals on desktop (§1): the bag and the product listing. The
 * product screen opens through the product feature (`useOpenProduct`), which stores the product first.
 */
export function useOpenScreen() {
  const isDesktop = useIsDesktop();
  const router = useIonRouter();

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

  return { isDesktop, openBag, openListing, goTo };
}
