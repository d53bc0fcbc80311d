import { TRY_AGAIN_LABEL } from '../../../lib/texts.ts';
/** Loading and failure states shared by the restaurant screens. */
export function RestaurantsLoading() {
  return (
    <div className="page-loading" role="status">
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">Carregando…</span>
    </div>
  );
}

export function RestaurantsFailed({
  onRetry,
  message = 'Não foi possível carregar os restaurantes agora.',
}: {
  onRetry: () => void;
  message?: string;
}) {
  return (
    <div className="restaurants-empty" role="alert">
      <p>{message}</p>
      <button type="button" className="btn btn--primary" onClick={onRetry}>
        {TRY_AGAIN_LABEL}
      </button>
    </div>
  );
}
