import { useIonRouter } from '@ionic/react';
import { useLocation } from 'react-router-dom';
import { type ListingSource, ProductListing } from '../components/product-listing.tsx';
import '../components/product.css';

/** The listing's source from the query string: `?categoria={id}` or `?kits=1`. */
export function listingSourceFromSearch(search: string): ListingSource {
  const params = new URLSearchParams(search);
  const categoria = Number(params.get('categoria'));
  return Number.isSafeInteger(categoria) && categoria > 0 ? { categoria } : { kits: true };
}

/** modal-listagem-produtos on mobile. */
export function ListingPage() {
  const { search } = useLocation();
  const router = useIonRouter();
  return (
    <ProductListing
      source={listingSourceFromSearch(search)}
      variant="page"
      onClose={() => router.push('/tabs/cardapio', 'back')}
    />
  );
}
