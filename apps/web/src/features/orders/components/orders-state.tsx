/** Shown while the orders load. */
export function OrdersLoading() {
  return (
    <div className="page-loading" role="status">
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">Carregando…</span>
    </div>
  );
}
