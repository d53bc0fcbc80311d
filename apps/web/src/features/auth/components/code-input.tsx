import { VERIFICATION_CODE_LENGTH } from '@comanda/domain';
import { type Ref, useId } from 'react';
import './auth.css';

interface CodeInputProps {
  value: string;
  onValueChange: (value: string) => void;
  error?: string | null | undefined;
  label?: string;
  /** The input element, for a form to focus it when the code is refused. */
  ref?: Ref<HTMLInputElement>;
  onBlur?: () => void;
}

/**
 * The six-digit code field: one input, so a pasted or autofilled code ('123 456', '123-456') lands whole; only
 * digits are kept. Drawn as six boxes.
 */
export function CodeInput({
  value,
  onValueChange,
  error,
  label = 'Código de verificação',
  ref,
  onBlur,
}: CodeInputProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={error ? 'field field--invalid code-input' : 'field code-input'}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className="code-input__frame">
        <input
          ref={ref}
          id={id}
          className="code-input__field"
          value={value}
          autoComplete="one-time-code"
          inputMode="numeric"
          pattern="[0-9]*"
          maxLength={VERIFICATION_CODE_LENGTH}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onBlur={onBlur}
          onChange={(event) =>
            onValueChange(event.target.value.replace(/\D/g, '').slice(0, VERIFICATION_CODE_LENGTH))
          }
          onPaste={(event) => {
            const pasted = event.clipboardData.getData('text').replace(/\D/g, '');
            if (pasted.length === 0) return;
            event.preventDefault();
            onValueChange(pasted.slice(0, VERIFICATION_CODE_LENGTH));
          }}
        />
        <div className="code-input__boxes" aria-hidden="true">
          {Array.from({ length: VERIFICATION_CODE_LENGTH }, (_, index) => (
            <span
              // biome-ignore lint/suspicious/noArrayIndexKey: the six boxes are positions, not items
              key={index}
              className={
                index === Math.min(value.length, VERIFICATION_CODE_LENGTH - 1)
                  ? 'code-input__box code-input__box--current'
                  : 'code-input__box'
              }
            >
              {value[index] ?? ''}
            </span>
          ))}
        </div>
      </div>
      {error && (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}
