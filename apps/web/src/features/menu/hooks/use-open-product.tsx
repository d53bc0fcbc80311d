import type { MenuProduct } from '@comanda/contract';
import { IonModal, useIonRouter } from '@ionic/react';
import { useState } from 'react';
import { useIsDesktop } from '../../../lib/responsive.ts';
import { writeStored } from '../../../lib/storage.ts';
import { PendingScreen } from '../../../ui/pending-screen.tsx';

/**
 * Opens the product screen: a page (route produto) on mobile, a modal on desktop (§2 Product detail).
 * The chosen product is stored under `produto` so the page can be reloaded.
 */
export function useOpenProduct() {
  const isDesktop = useIsDesktop();
  const router = useIonRouter();
  const [product, setProduct] = useState<MenuProduct | null>(null);

  const open = (next: MenuProduct) => {
    writeStored('produto', next);
    if (isDesktop) setProduct(next);
    else router.push('/produto', 'forward');
  };

  const modal = (
    <IonModal className="app-modal" isOpen={product !== null} onDidDismiss={() => setProduct(null)}>
      {product && <PendingScreen title={product.nome} onClose={() => setProduct(null)} />}
    </IonModal>
  );

  return { open, modal };
}
