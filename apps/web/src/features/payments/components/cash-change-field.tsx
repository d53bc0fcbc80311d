import { maskMoney, parseBRL } from '@comanda/domain';
import { useEffect, useState } from 'react';
import { TextField } from '../../../ui/form/text-field.tsx';
import { CHANGE_FOR_LABEL } from '../../../ui/texts.ts';
import { changeForError } from '../payment-rules.ts';

/** Up to R$ 99.999,99: more than any order's change. */
const MAX_DIGITS = 7;

function masked(text: string): string {
  const digits = text.replace(/\D/g, '').replace(/^0+/, '').slice(0, MAX_DIGITS);
  return digits ? `R$ ${maskMoney(digits, { thousands: '.' })}` : '';
}

const centavosOf = (text: string): number => (text ? (parseBRL(text) ?? 0) : 0);

interface CashChangeFieldProps {
  /** The change asked for in the stored choice, in centavos (0: none). */
  valor: number;
  /** The order total in centavos. */
  total: number;
  /** A message the screen around wants shown (e.g. after a refused submit). */
  externalError?: string | undefined;
  onChange: (valor: number) => void;
}

/** CHANGE_FOR_LABEL: optional money field (centavos); the amount must exceed the total, checked once it is left. */
export function CashChangeField({ valor, total, externalError, onChange }: CashChangeFieldProps) {
  const [text, setText] = useState(() => (valor > 0 ? masked(String(valor)) : ''));
  const [left, setLeft] = useState(false);

  // Follows the stored value when something else changes it (another screen, another tab).
  useEffect(() => {
    setText((current) => (centavosOf(current) === valor ? current : valor > 0 ? masked(String(valor)) : ''));
  }, [valor]);

  const ownError = left ? changeForError(centavosOf(text), total) : null;
  return (
    <TextField
      label={CHANGE_FOR_LABEL}
      value={text}
      inputMode="numeric"
      autoComplete="off"
      placeholder="R$ 0,00"
      hint="Deixe em branco se não precisar de troco."
      error={externalError ?? ownError}
      onValueChange={(typed) => {
        const next = masked(typed);
        setText(next);
        onChange(centavosOf(next));
      }}
      onBlur={() => setLeft(true)}
    />
  );
}
