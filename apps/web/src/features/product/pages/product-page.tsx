import { useIonRouter } from '@ionic/react';
import { useCallback } from 'react';
import { useLocation } from 'react-router-dom';
import { ProductScreen } from '../components/product-screen.tsx';

/** produto and modal-produto on mobile: the product screen as a page. */
export function ProductPage() {
  const router = useIonRouter();
  const { search } = useLocation();
  const fromBag = new URLSearchParams(search).get('origem') === 'sacola';

  const close = useCallback(() => {
    if (router.canGoBack()) router.goBack();
    else router.push('/tabs/cardapio', 'back', 'replace');
  }, [router]);

  const added = (toBag: boolean) => {
    if (router.canGoBack()) router.goBack();
    else router.push(toBag ? '/sacola' : '/tabs/cardapio', 'back', 'replace');
  };

  return <ProductScreen variant="page" fromBag={fromBag} onClose={close} onAdded={added} />;
}
