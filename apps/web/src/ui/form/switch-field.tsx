import { type ReactNode, useId } from 'react';
import './form.css';

export interface SwitchFieldProps {
  label: string;
  description?: ReactNode;
  checked: boolean;
  busy?: boolean;
  disabled?: boolean;
  onToggle: () => void;
}

/** An on/off control announced as a switch, with its visible label and an optional description. */
export function SwitchField({ label, description, checked, busy, disabled, onToggle }: SwitchFieldProps) {
  const labelId = useId();
  const descriptionId = useId();
  return (
    <div className="switch-field">
      <div className="switch-field__text">
        <span id={labelId} className="switch-field__label">
          {label}
        </span>
        {description && (
          <span id={descriptionId} className="switch-field__description">
            {description}
          </span>
        )}
      </div>
      <button
        type="button"
        role="switch"
        className="switch"
        aria-checked={checked}
        aria-labelledby={labelId}
        aria-describedby={description ? descriptionId : undefined}
        aria-busy={busy || undefined}
        disabled={disabled || busy}
        onClick={onToggle}
      >
        <span className="switch__thumb" aria-hidden="true" />
      </button>
    </div>
  );
}
