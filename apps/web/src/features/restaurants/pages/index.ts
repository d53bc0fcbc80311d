export { RestaurantDetailsPage } from './restaurant-details-page.tsx';
export { RestaurantsPage } from './restaurants-page.tsx';
export { SearchRestaurantPage } from './search-restaurant-page.tsx';
