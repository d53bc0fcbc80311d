import type { MenuProduct } from '@comanda/contract';
import { useIonRouter } from '@ionic/react';
import { lazy, Suspense, useState } from 'react';
import { useIsDesktop } from '../../../lib/responsive.ts';
import { writeStored } from '../../../lib/storage.ts';

const ProductModal = lazy(() => import('../components/product-modal.tsx'));

/**
 * Opens the product screen: a page (route produto) on mobile, a modal on desktop (§2 Product detail).
 * The chosen product is stored under `produto` so the page survives a reload.
 */
export function useOpenProduct() {
  const isDesktop = useIsDesktop();
  const router = useIonRouter();
  const [product, setProduct] = useState<MenuProduct | null>(null);
  const [used, setUsed] = useState(false);

  const open = (next: MenuProduct) => {
    writeStored('produto', next);
    if (isDesktop) {
      setUsed(true);
      setProduct(next);
    } else router.push('/produto', 'forward');
  };

  const modal = used ? (
    <Suspense fallback={null}>
      <ProductModal product={product} onClose={() => setProduct(null)} />
    </Suspense>
  ) : null;

  return { open, modal };
}
