import { IonContent } from '@ionic/react';
import { brand } from '../../../config/brand.ts';
import { ENTER_ADDRESS_LABEL } from '../../../lib/texts.ts';
import { AppLink } from '../../../ui/app-link.tsx';
import { Icon } from '../../../ui/icon.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { useRestaurants } from '../api/get-restaurants.ts';
import { RestaurantList } from '../components/restaurant-list.tsx';
import { RestaurantsFailed, RestaurantsLoading } from '../components/restaurants-state.tsx';
import { searchGlyph } from '../glyphs.ts';
import { useCustomerPoint } from '../hooks/use-customer-point.ts';
import { ADDRESS_SEARCH_PATH } from '../hooks/use-order-from-here.ts';
import '../components/restaurants.css';

/** tabs/restaurantes: every restaurant of the brand, nearest first when the current address has a point. */
export function RestaurantsPage() {
  const point = useCustomerPoint();
  const { data, isPending, isError, refetch } = useRestaurants(point);
  return (
    <>
      <PageHeader title="Restaurantes" />
      <IonContent className="restaurants">
        <div className="restaurants__inner">
          <AppLink to="/tabs/buscar-restaurante" className="restaurants__search">
            <Icon icon={searchGlyph} />
            <span>Buscar por nome ou bairro</span>
          </AppLink>
          {!point && (
            <p className="restaurants__note">
              <AppLink to={ADDRESS_SEARCH_PATH}>{ENTER_ADDRESS_LABEL}</AppLink> para ver a distância até cada
              restaurante.
            </p>
          )}
          {isPending ? (
            <RestaurantsLoading />
          ) : isError ? (
            <RestaurantsFailed onRetry={() => void refetch()} />
          ) : (
            <RestaurantList restaurants={data} />
          )}
          <p className="restaurants__about">
            <AppLink to={`/tabs/institucional-${brand.slug}`}>Sobre o {brand.name}</AppLink>
          </p>
        </div>
      </IonContent>
    </>
  );
}
