import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { brand } from '../../config/brand.ts';
import { type Board, fetchBoard, OperatorApiError, REQUEST_FAILED_MESSAGE } from '../operator-api.ts';
import { BOARD_TITLE } from '../operator-texts.ts';
import { StaffEntry } from './staff-entry.tsx';

const EMPTY_KEY = 'Informe a chave da loja.';

interface KeyFormProps {
  /** Why the board asks for a key again (the API's message for a refused key). */
  message: string | null;
  onEnter: (key: string, board: Board) => void;
}

/** Asks for the store's key and checks it by loading the board with it. */
export function KeyForm({ message, onEnter }: KeyFormProps) {
  const [error, setError] = useState<string | null>(message);
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const errorId = useId();

  // on opening, and after a refusal once the field is enabled again
  useEffect(() => {
    if (!busy) input.current?.focus();
  }, [busy]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const key = input.current?.value.trim() ?? '';
    if (!key) {
      setError(EMPTY_KEY);
      input.current?.focus();
      return;
    }
    setBusy(true);
    setError(null);
    try {
      onEnter(key, await fetchBoard(key));
    } catch (failure) {
      setError(failure instanceof OperatorApiError ? failure.message : REQUEST_FAILED_MESSAGE);
      setBusy(false);
    }
  }

  return (
    <main className="op-login">
      <div className="op-login__card">
        <form className="op-login__form" onSubmit={submit} noValidate aria-labelledby="op-login-title">
          <p className="op-eyebrow">{brand.name}</p>
          <h1 id="op-login-title" className="op-login__title">
            {BOARD_TITLE}
          </h1>
          <p className="op-login__hint">Entre com a chave que a equipe responsável criou para a sua loja.</p>
          <label className="op-field__label" htmlFor={inputId}>
            Chave da loja
          </label>
          <input
            ref={input}
            id={inputId}
            className="op-field__input"
            name="chave"
            type="password"
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            disabled={busy}
          />
          {error && (
            <p id={errorId} className="op-field__error" role="alert">
              {error}
            </p>
          )}
          <button className="op-button op-button--primary op-login__submit" type="submit" aria-busy={busy}>
            {busy ? 'Entrando…' : 'Entrar'}
          </button>
        </form>
        <p className="op-login__or">ou</p>
        <StaffEntry onEnter={onEnter} />
      </div>
    </main>
  );
}
