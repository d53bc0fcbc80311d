import { type InputHTMLAttributes, type ReactNode, useId } from 'react';

interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: ReactNode;
  /** The field's own error, read with it. */
  error?: string | null | undefined;
  hint?: ReactNode;
}

/** A labelled input of the staff pages, with its hint and error tied to it for screen readers. */
export function Field({ label, error, hint, className, ...input }: FieldProps) {
  const id = useId();
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className={`bo-field ${className ?? ''}`}>
      <label className="op-field__label" htmlFor={id}>
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="bo-field__hint">
          {hint}
        </p>
      )}
      <input
        id={id}
        className="op-field__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        {...input}
      />
      {error && (
        <p id={`${id}-error`} className="op-field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/** A form's outcome line: an error (announced at once) or a confirmation (announced politely). */
export function FormStatus({ error, done }: { error: string | null; done?: string | null }) {
  if (error)
    return (
      <p className="op-field__error" role="alert">
        {error}
      </p>
    );
  return (
    <p className="bo-status" role="status">
      {done ?? ''}
    </p>
  );
}
