import { useId, useState } from 'react';
import { catalog, failureMessage } from '../../backoffice-api.ts';
import { Field } from '../../field.tsx';
import { previewOf } from './product-form.ts';

interface PictureFieldProps {
  imagem: string;
  alt: string;
  errors: { imagem?: string | undefined; alt?: string | undefined };
  onPicture: (imagem: string) => void;
  onAlt: (alt: string) => void;
  onFailure: (error: unknown) => void;
}

/** The product's photo: sent as soon as it is chosen (the API keeps it in the menu's sizes), shown as the card will. */
export function PictureField({ imagem, alt, errors, onPicture, onAlt, onFailure }: PictureFieldProps) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const shown = error ?? errors.imagem;

  async function send(file: File | undefined) {
    if (!file) return;
    setBusy(true);
    setError(null);
    try {
      onPicture((await catalog.upload(file)).imagem);
    } catch (failure) {
      onFailure(failure);
      setError(failureMessage(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="bo-picture">
      <div className="bo-picture__frame" aria-busy={busy}>
        {imagem ? (
          <img src={previewOf(imagem)} alt="" width="120" height="120" />
        ) : (
          <span className="bo-muted">Sem foto</span>
        )}
      </div>
      <div className="bo-picture__fields">
        <div className="bo-field">
          <label className="op-field__label" htmlFor={id}>
            Foto do produto
          </label>
          <p id={`${id}-hint`} className="bo-field__hint">
            JPEG, PNG ou WebP, até 8 MB, pelo menos 240 × 240. Guardada em 720 × 540 e 240 × 240.
          </p>
          <input
            id={id}
            className="op-field__input"
            type="file"
            accept="image/jpeg,image/png,image/webp"
            disabled={busy}
            aria-invalid={shown ? true : undefined}
            aria-describedby={`${id}-hint${shown ? ` ${id}-error` : ''}`}
            onChange={(event) => void send(event.target.files?.[0])}
          />
          {busy && <p role="status">Enviando a foto…</p>}
          {shown && (
            <p id={`${id}-error`} className="op-field__error" role="alert">
              {shown}
            </p>
          )}
        </div>
        <Field
          label="Descrição da foto"
          hint="Lida por leitores de tela: o que a foto mostra."
          value={alt}
          maxLength={200}
          error={errors.alt}
          onChange={(event) => onAlt(event.target.value)}
        />
      </div>
    </div>
  );
}
