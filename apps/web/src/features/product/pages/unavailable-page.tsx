import { useIonRouter } from '@ionic/react';
import { PageHeader } from '../../../ui/page-header.tsx';
import { UnavailableProduct } from '../components/unavailable-product.tsx';
import { UNAVAILABLE_PRODUCT_TITLE } from '../product-texts.ts';
import '../components/product.css';

/** produto-indisponivel: shown when a product link names something the store does not sell now. */
export function UnavailableProductPage() {
  const router = useIonRouter();
  return (
    <>
      <PageHeader title={UNAVAILABLE_PRODUCT_TITLE} backTo="/tabs/cardapio" />
      <UnavailableProduct onBack={() => router.push('/tabs/cardapio', 'root', 'replace')} />
    </>
  );
}
