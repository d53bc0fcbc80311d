import type { RestaurantSummary } from '@comanda/contract';
import { RestaurantCard } from './restaurant-card.tsx';

export function RestaurantList({ restaurants }: { restaurants: readonly RestaurantSummary[] }) {
  return (
    <ul className="restaurant-list">
      {restaurants.map((restaurant) => (
        <li key={restaurant.id}>
          <RestaurantCard restaurant={restaurant} />
        </li>
      ))}
    </ul>
  );
}
