import '../../../ui/form/form.css';

interface CheckoutFooterProps {
  /** The total to pay, as text; undefined until the server priced the bag. */
  total: string | undefined;
  /** The server's message when the total changed since the customer saw it: confirm the new one. */
  changed: string | null;
  placing: boolean;
  disabled: boolean;
  onPlace: () => void;
}

/** The total and 'Fazer pedido' (a spinner while placing), or 'Confirmar novo total' after the total changed. */
export function CheckoutFooter({ total, changed, placing, disabled, onPlace }: CheckoutFooterProps) {
  return (
    <footer className="checkout-footer">
      {changed && (
        <div className="checkout-changed" role="alert">
          <p className="checkout-changed__message">{changed}</p>
          <p className="checkout-changed__total">
            Novo total: <strong>{total}</strong>
          </p>
        </div>
      )}
      <div className="checkout-footer__row">
        <div className="checkout-footer__total">
          <span>{changed ? 'Novo total' : 'Total'}</span>
          <strong data-testid="checkout-total">{total ?? '—'}</strong>
        </div>
        <button
          type="button"
          className="btn btn--primary checkout-footer__place"
          onClick={onPlace}
          disabled={disabled || placing}
          aria-busy={placing || undefined}
        >
          {placing && <span className="btn-spinner" aria-hidden="true" />}
          {changed ? 'Confirmar novo total' : 'Fazer pedido'}
        </button>
      </div>
      {placing && (
        <span className="visually-hidden" role="status">
          Enviando seu pedido…
        </span>
      )}
    </footer>
  );
}
