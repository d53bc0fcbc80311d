import { useId, useState } from 'react';
import type {
  ConfirmDialogOptions,
  DialogResult,
  InputDialogOptions,
  InputDialogResult,
} from './dialog-types.ts';
import '../button.css';
import './generic-dialog.css';

interface ConfirmProps {
  options: ConfirmDialogOptions;
  onResult: (result: DialogResult) => void;
}

/** modal-generica: a question with a confirm and a cancel button. */
export function GenericDialog({ options, onResult }: ConfirmProps) {
  const titleId = useId();
  return (
    <div className="generic-dialog" role="alertdialog" aria-labelledby={titleId} aria-modal="true">
      <h2 id={titleId} className="generic-dialog__title">
        {options.title}
      </h2>
      {options.message && <p className="generic-dialog__message">{options.message}</p>}
      <div className="generic-dialog__actions">
        <button
          type="button"
          className={options.destructive ? 'btn btn--block btn--danger' : 'btn btn--block btn--primary'}
          onClick={() => onResult('executar')}
        >
          {options.confirmText ?? 'Confirmar'}
        </button>
        <button type="button" className="btn btn--block btn--ghost" onClick={() => onResult('cancelar')}>
          {options.cancelText ?? 'Cancelar'}
        </button>
      </div>
    </div>
  );
}

interface InputProps {
  options: InputDialogOptions;
  onResult: (result: InputDialogResult) => void;
}

/** modal-generica-input: the same dialog with one labelled text field. */
export function GenericInputDialog({ options, onResult }: InputProps) {
  const titleId = useId();
  const inputId = useId();
  const [value, setValue] = useState(options.initialValue ?? '');
  return (
    <form
      className="generic-dialog"
      role="dialog"
      aria-labelledby={titleId}
      aria-modal="true"
      onSubmit={(event) => {
        event.preventDefault();
        onResult({ result: 'executar', value: value.trim() });
      }}
    >
      <h2 id={titleId} className="generic-dialog__title">
        {options.title}
      </h2>
      {options.message && <p className="generic-dialog__message">{options.message}</p>}
      <label className="generic-dialog__label" htmlFor={inputId}>
        {options.label}
      </label>
      <input
        id={inputId}
        className="generic-dialog__input"
        value={value}
        placeholder={options.placeholder}
        maxLength={options.maxLength}
        inputMode={options.inputMode ?? 'text'}
        onChange={(event) => setValue(event.target.value)}
      />
      <div className="generic-dialog__actions">
        <button type="submit" className="btn btn--block btn--primary" disabled={value.trim().length === 0}>
          {options.confirmText ?? 'Confirmar'}
        </button>
        <button
          type="button"
          className="btn btn--block btn--ghost"
          onClick={() => onResult({ result: 'cancelar' })}
        >
          {options.cancelText ?? 'Cancelar'}
        </button>
      </div>
    </form>
  );
}
