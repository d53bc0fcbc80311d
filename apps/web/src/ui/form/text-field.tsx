import { type InputHTMLAttributes, type ReactNode, type Ref, useId } from 'react';
import './form.css';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  error?: string | null | undefined;
  hint?: ReactNode;
  /** Shown after the label, e.g. '*' for the fields §2 stars. */
  marker?: string;
  /** The input element, e.g. for a form to focus the first invalid field. */
  ref?: Ref<HTMLInputElement>;
}

/** What a form hands a `TextField` it binds: value, message, focus and change handler. */
export type BoundTextField = Pick<
  TextFieldProps,
  'name' | 'value' | 'error' | 'onValueChange' | 'onBlur' | 'ref'
>;

/** A labelled text input with its hint and error message wired for assistive technology. */
export function TextField({
  label,
  value,
  onValueChange,
  error,
  hint,
  marker,
  id,
  ...input
}: TextFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const described = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className={error ? 'field field--invalid' : 'field'}>
      <label className="field__label" htmlFor={inputId}>
        {label}
        {marker && <span aria-hidden="true">{marker}</span>}
      </label>
      <input
        {...input}
        id={inputId}
        className="field__input"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        onChange={(event) => onValueChange(event.target.value)}
      />
      {hint && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}
