import { DONATION_AMOUNTS, formatBRL, maskMoney, parseBRL, validateDonationAmount } from '@comanda/domain';
import { type FormEvent, useState } from 'react';
import { TextField } from '../../../ui/form/text-field.tsx';
import { DONATION_TITLE } from '../donation-texts.ts';
import { useDonationNavigation } from '../hooks/use-donation-navigation.ts';
import { DonationFrame } from './donation-frame.tsx';

/** Up to R$ 9.999,99: enough digits to type past the largest donation and be told so. */
const MAX_DIGITS = 6;

export function maskDonation(text: string): string {
  const digits = text.replace(/\D/g, '').replace(/^0+/, '').slice(0, MAX_DIGITS);
  return digits ? `R$ ${maskMoney(digits, { thousands: '.' })}` : '';
}

type Choice = { kind: 'preset'; valor: number } | { kind: 'other' } | null;

export interface DonationAmountScreenProps {
  pedidoId: number | null;
  onClose: () => void;
}

/** §2 modal-doacao: one of the offered amounts or 'Outro valor' (money mask), checked by the domain's rule. */
export function DonationAmountScreen({ pedidoId, onClose }: DonationAmountScreenProps) {
  const nav = useDonationNavigation();
  const [choice, setChoice] = useState<Choice>(null);
  const [other, setOther] = useState('');
  const [error, setError] = useState<string | null>(null);

  const amount = (): number =>
    choice?.kind === 'preset' ? choice.valor : choice?.kind === 'other' ? (parseBRL(other) ?? 0) : 0;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const valor = amount();
    const problem = validateDonationAmount(valor);
    setError(problem);
    if (!problem) nav.openPayment(valor, pedidoId);
  };

  return (
    <DonationFrame title={DONATION_TITLE} onClose={onClose}>
      <form className="donation__form" noValidate onSubmit={submit}>
        <fieldset className="donation__amounts">
          <legend className="donation__title">Quanto você quer doar?</legend>
          <div className="donation__chips">
            {DONATION_AMOUNTS.map((valor) => (
              <button
                key={valor}
                type="button"
                className="donation__chip"
                aria-pressed={choice?.kind === 'preset' && choice.valor === valor}
                onClick={() => {
                  setChoice({ kind: 'preset', valor });
                  setError(null);
                }}
              >
                {formatBRL(valor)}
              </button>
            ))}
            <button
              type="button"
              className="donation__chip"
              aria-pressed={choice?.kind === 'other'}
              onClick={() => {
                setChoice({ kind: 'other' });
                setError(null);
              }}
            >
              Outro valor
            </button>
          </div>
        </fieldset>
        {choice?.kind === 'other' && (
          <TextField
            label="Valor da doação"
            value={other}
            inputMode="numeric"
            autoComplete="off"
            placeholder="R$ 0,00"
            error={error}
            onValueChange={(typed) => {
              setOther(maskDonation(typed));
              setError(null);
            }}
          />
        )}
        {choice?.kind !== 'other' && error && (
          <p className="donation__error" role="alert">
            {error}
          </p>
        )}
        <button type="submit" className="btn btn--primary btn--block">
          Continuar
        </button>
      </form>
    </DonationFrame>
  );
}
