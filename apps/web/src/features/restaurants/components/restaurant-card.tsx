import type { RestaurantSummary } from '@comanda/contract';
import { AppLink } from '../../../ui/app-link.tsx';
import { formatDistance } from '../restaurant-text.ts';
import { StatusBadge } from './status-badge.tsx';

/** One restaurant in a list: name, neighbourhood, open/closed, distance, delivery time and today's hours. */
export function RestaurantCard({ restaurant }: { restaurant: RestaurantSummary }) {
  return (
    <AppLink to={`/tabs/detalhes-restaurante?id=${restaurant.id}`} className="restaurant-card">
      <div className="restaurant-card__top">
        <h2 className="restaurant-card__name">{restaurant.nome}</h2>
        <StatusBadge status={restaurant.statusLoja} />
      </div>
      <p className="restaurant-card__place">
        {restaurant.bairro} · {restaurant.cidade}-{restaurant.estado}
        {restaurant.distancia !== undefined && (
          <span className="restaurant-card__distance"> · {formatDistance(restaurant.distancia)}</span>
        )}
      </p>
      <dl className="restaurant-card__facts">
        <div>
          <dt>Entrega</dt>
          <dd>{restaurant.tempoEntrega} min</dd>
        </div>
        <div>
          <dt>Hoje</dt>
          <dd>{restaurant.horario}</dd>
        </div>
      </dl>
    </AppLink>
  );
}
