import { useId, useState } from 'react';
import {
  type Board,
  type BoardStore,
  fetchBoard,
  fetchStaffMember,
  OperatorApiError,
  REQUEST_FAILED_MESSAGE,
  staffCredential,
} from '../operator-api.ts';

const SIGN_IN_FIRST = 'Entre primeiro na gestão com o seu e-mail; depois volte a este painel.';

/**
 * The board entered with a staff account (signed in at /gestao) instead of the store's key: the member's store, or
 * the one they choose when they have several. The API checks the session and the store on every call.
 */
export function StaffEntry({ onEnter }: { onEnter: (credential: string, board: Board) => void }) {
  const [stores, setStores] = useState<BoardStore[] | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const selectId = useId();

  async function open(lojaId: number) {
    const credential = staffCredential(lojaId);
    onEnter(credential, await fetchBoard(credential));
  }

  async function start() {
    setBusy(true);
    setMessage(null);
    try {
      const member = await fetchStaffMember();
      if (member.lojas.length === 1) await open(member.lojas[0]!.id);
      else setStores(member.lojas);
    } catch (failure) {
      const signedOut = failure instanceof OperatorApiError && failure.status === 401;
      setMessage(
        signedOut
          ? SIGN_IN_FIRST
          : failure instanceof OperatorApiError
            ? failure.message
            : REQUEST_FAILED_MESSAGE,
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="op-staff-entry">
      {stores ? (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            const lojaId = Number(new FormData(event.currentTarget).get('lojaId'));
            setBusy(true);
            open(lojaId).catch((failure: unknown) => {
              setMessage(failure instanceof OperatorApiError ? failure.message : REQUEST_FAILED_MESSAGE);
              setBusy(false);
            });
          }}
        >
          <label className="op-field__label" htmlFor={selectId}>
            Loja
          </label>
          <select id={selectId} name="lojaId" className="op-field__input">
            {stores.map((store) => (
              <option key={store.id} value={store.id}>
                {store.nome}
              </option>
            ))}
          </select>
          <button className="op-button op-button--primary op-login__submit" type="submit" aria-busy={busy}>
            Abrir o painel da loja
          </button>
        </form>
      ) : (
        <button
          className="op-button op-button--secondary op-login__submit"
          type="button"
          onClick={start}
          aria-busy={busy}
        >
          Entrar com a conta da equipe
        </button>
      )}
      {message && (
        <p className="op-field__error" role="alert">
          {message} {message === SIGN_IN_FIRST && <a href="/gestao">Abrir a gestão</a>}
        </p>
      )}
    </div>
  );
}
