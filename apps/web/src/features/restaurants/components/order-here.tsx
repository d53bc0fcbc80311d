import { AppLink } from '../../../ui/app-link.tsx';
import { useCustomerPoint } from '../hooks/use-customer-point.ts';
import { ADDRESS_SEARCH_PATH, useOrderFromHere } from '../hooks/use-order-from-here.ts';

/** 'Pedir neste restaurante' and, when this restaurant does not deliver to the address, why and what to do. */
export function OrderHere({ restaurantId }: { restaurantId: number }) {
  const { order, busy, refusal } = useOrderFromHere(restaurantId);
  const point = useCustomerPoint();
  return (
    <div className="order-here">
      <button
        type="button"
        className="btn btn--primary btn--block"
        onClick={() => void order()}
        disabled={busy}
        aria-busy={busy}
      >
        Pedir neste restaurante
      </button>
      {!point && !refusal && (
        <p className="order-here__note">Você vai informar o endereço de entrega antes de ver o cardápio.</p>
      )}
      {refusal && (
        <div className="order-here__refusal" role="alert">
          <p className="order-here__refusal-title">{refusal}</p>
          <p>Escolha outro restaurante da lista ou informe outro endereço de entrega.</p>
          <AppLink to={ADDRESS_SEARCH_PATH} className="btn btn--ghost order-here__change">
            Alterar endereço
          </AppLink>
        </div>
      )}
    </div>
  );
}
