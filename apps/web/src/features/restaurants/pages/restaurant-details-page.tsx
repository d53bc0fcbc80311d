import { RESTAURANT_NOT_FOUND_MESSAGE } from '@comanda/domain';
import { IonContent } from '@ionic/react';
import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import { ApiError } from '../../../lib/api-client.ts';
import { AppLink } from '../../../ui/app-link.tsx';
import { Icon } from '../../../ui/icon.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { DELIVERY_IN_ABOUT } from '../../../ui/texts.ts';
import { BOOK_TABLE_TITLE } from '../../reservations/index.ts';
import { useRestaurant } from '../api/get-restaurant.ts';
import { OrderHere } from '../components/order-here.tsx';
import { RestaurantsFailed, RestaurantsLoading } from '../components/restaurants-state.tsx';
import { StatusBadge } from '../components/status-badge.tsx';
import { WeeklyHours } from '../components/weekly-hours.tsx';
import { clockGlyph, locationGlyph, phoneGlyph } from '../glyphs.ts';
import { cityLine, streetLine, telHref } from '../restaurant-text.ts';
import { RESTAURANT_DETAILS_TITLE } from '../restaurant-texts.ts';
import '../components/restaurants.css';

const RestaurantMap = lazy(() => import('../components/restaurant-map.tsx'));

/** Not in the spec: the page was opened without a valid restaurant id, or for one that does not exist. */
export const RESTAURANT_MISSING_TEXT = RESTAURANT_NOT_FOUND_MESSAGE;

function restaurantId(search: string): number | undefined {
  const raw = new URLSearchParams(search).get('id') ?? '';
  const id = /^\d{1,9}$/.test(raw) ? Number(raw) : 0;
  return id > 0 ? id : undefined;
}

/**
 * tabs/detalhes-restaurante?id=N: name and status, address with a map, phone, delivery time, the week's hours
 * and "order from here". One column on mobile; on desktop a centred two-column page (ADR 0085).
 */
export function RestaurantDetailsPage() {
  const id = restaurantId(useLocation().search);
  const { data, isPending, error, refetch } = useRestaurant(id);
  const missing = id === undefined || (error instanceof ApiError && error.status === 404);
  return (
    <>
      <PageHeader title={RESTAURANT_DETAILS_TITLE} backTo="/tabs/restaurantes" />
      <IonContent className="restaurants">
        <div className="restaurants__inner">
          {id !== undefined && isPending ? (
            <RestaurantsLoading />
          ) : error && !missing ? (
            <RestaurantsFailed
              onRetry={() => void refetch()}
              message="Não foi possível carregar este restaurante agora."
            />
          ) : missing || !data ? (
            <div className="restaurants-empty" role="alert">
              <p className="restaurants-empty__title">{RESTAURANT_MISSING_TEXT}</p>
              <AppLink to="/tabs/restaurantes" className="btn btn--primary">
                Ver restaurantes
              </AppLink>
            </div>
          ) : (
            <article className="restaurant-details" aria-labelledby="restaurante-nome">
              <header className="restaurant-details__head">
                <h2 id="restaurante-nome" className="restaurant-details__name">
                  {data.nome}
                </h2>
                <StatusBadge status={data.statusLoja} />
              </header>
              <div className="restaurant-details__map">
                <Suspense fallback={<div className="restaurant-map" />}>
                  <RestaurantMap
                    lat={data.lat}
                    lng={data.lng}
                    label={`Mapa com a localização do ${data.nome}`}
                  />
                </Suspense>
              </div>
              <div className="restaurant-details__info">
                <ul className="restaurant-facts">
                  <li>
                    <Icon icon={locationGlyph} />
                    <address>
                      {streetLine(data)}
                      <br />
                      {cityLine(data)}
                    </address>
                  </li>
                  <li>
                    <Icon icon={phoneGlyph} />
                    <a href={telHref(data.telefone)} className="restaurant-facts__phone">
                      <span className="visually-hidden">Telefone: </span>
                      {data.telefone}
                    </a>
                  </li>
                  <li>
                    <Icon icon={clockGlyph} />
                    <span>
                      {DELIVERY_IN_ABOUT} {data.tempoEntrega} min · Hoje: {data.horario}
                    </span>
                  </li>
                </ul>
                <OrderHere restaurantId={data.id} />
                <AppLink to="/tabs/reservas" className="restaurant-details__reserve">
                  {BOOK_TABLE_TITLE}
                </AppLink>
                <WeeklyHours restaurant={data} />
              </div>
            </article>
          )}
        </div>
      </IonContent>
    </>
  );
}
