// What app/ mounts from product: the product screen (page or modal), the listing, nutrition and unavailable pages.
export { ProductListing } from '../components/product-listing.tsx';
export { ProductModalScreen } from '../components/product-modal-screen.tsx';
export { ListingPage } from './listing-page.tsx';
export { NutritionPage } from './nutrition-page.tsx';
export { ProductPage } from './product-page.tsx';
export { UnavailableProductPage } from './unavailable-page.tsx';
