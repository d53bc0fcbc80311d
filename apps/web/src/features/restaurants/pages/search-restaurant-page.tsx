import { matchesStoreSearch } from '@comanda/domain';
import { IonContent, useIonRouter } from '@ionic/react';
import { useDeferredValue, useState } from 'react';
import { SearchHeader } from '../../../ui/search-header.tsx';
import { useRestaurants } from '../api/get-restaurants.ts';
import { RestaurantList } from '../components/restaurant-list.tsx';
import { RestaurantsFailed, RestaurantsLoading } from '../components/restaurants-state.tsx';
import { useCustomerPoint } from '../hooks/use-customer-point.ts';
import { SEARCH_RESTAURANT_TITLE } from '../restaurant-texts.ts';
import '../components/restaurants.css';

const countText = (count: number) =>
  count === 1 ? '1 restaurante encontrado' : `${count} restaurantes encontrados`;

/**
 * tabs/buscar-restaurante: the search top bar and the restaurants whose name or neighbourhood matches as the
 * customer types (the list is loaded once and filtered here with the domain's rule, the same the API applies).
 */
export function SearchRestaurantPage() {
  const router = useIonRouter();
  const point = useCustomerPoint();
  const { data, isPending, isError, refetch } = useRestaurants(point);
  const [term, setTerm] = useState('');
  const query = useDeferredValue(term.trim());
  const results = (data ?? []).filter((restaurant) => matchesStoreSearch(restaurant, query));
  const empty = data !== undefined && results.length === 0;
  const cancel = () => {
    if (router.canGoBack()) router.goBack();
    else router.push('/tabs/restaurantes', 'back', 'replace');
  };

  return (
    <IonContent className="restaurants">
      <SearchHeader
        value={term}
        onChange={setTerm}
        onCancel={cancel}
        label="Buscar restaurante por nome ou bairro"
      />
      <div className="restaurants__inner">
        <h1 className="visually-hidden">{SEARCH_RESTAURANT_TITLE}</h1>
        <p role="status" className={empty ? 'restaurants-empty__title' : 'restaurants__count'}>
          {query === '' || !data
            ? ''
            : empty
              ? `Nenhum restaurante encontrado para "${query}".`
              : countText(results.length)}
        </p>
        {isPending ? (
          <RestaurantsLoading />
        ) : isError ? (
          <RestaurantsFailed onRetry={() => void refetch()} />
        ) : empty ? (
          <p className="restaurants-empty">Confira o nome ou tente outro bairro.</p>
        ) : (
          <>
            {query === '' && (
              <p className="restaurants__hint">Busque pelo nome ou pelo bairro do restaurante.</p>
            )}
            <RestaurantList restaurants={results} />
          </>
        )}
      </div>
    </IonContent>
  );
}
