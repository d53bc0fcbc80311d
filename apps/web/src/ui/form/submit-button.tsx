import type { ReactNode } from 'react';
import '../button.css';
import './form.css';

/** The form's main button; while `busy` it shows a spinner and ignores further presses. */
export function SubmitButton({
  busy,
  disabled,
  children,
}: {
  busy: boolean;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <button
      type="submit"
      className="btn btn--block btn--primary form-submit"
      disabled={busy || disabled}
      aria-busy={busy || undefined}
    >
      {busy && <span className="btn-spinner" aria-hidden="true" />}
      {children}
    </button>
  );
}
