import type { GiftCardIssued } from '@comanda/contract';
import { maskMoney, parseBRL } from '@comanda/domain';
import { type FormEvent, useState } from 'react';
import { giftCards } from '../backoffice-api.ts';
import { shiftDay, todayInBrasilia } from '../dates.ts';
import { Field, FormStatus } from '../field.tsx';
import { useSubmission } from '../use-submission.ts';

const MONEY_MASK = { thousands: '.' } as const;

/** Issues a card: its balance (money mask) and last valid day (a year from today unless changed). */
export function IssueForm({
  lojaId,
  onIssued,
  onFailure,
}: {
  lojaId: number;
  onIssued: (card: GiftCardIssued) => void;
  onFailure: (error: unknown) => void;
}) {
  const [amount, setAmount] = useState('');
  const { busy, error, setError, run } = useSubmission(onFailure);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const saldo = parseBRL(amount);
    if (!saldo) {
      setError('Informe o saldo em reais.');
      return;
    }
    const validade = String(new FormData(event.currentTarget).get('validade') ?? '');
    await run(async () => {
      onIssued(await giftCards.issue(lojaId, { saldo, validade }));
      setAmount('');
    });
  }

  return (
    <details className="bo-card">
      <summary className="bo-card__title">Emitir Gift Card</summary>
      <form className="bo-form" onSubmit={submit} noValidate aria-label="Emitir Gift Card">
        <Field
          label="Saldo (R$)"
          inputMode="numeric"
          value={amount}
          onChange={(event) => setAmount(maskMoney(event.target.value, MONEY_MASK))}
        />
        <Field
          label="Validade"
          name="validade"
          type="date"
          defaultValue={shiftDay(todayInBrasilia(), 365)}
          required
        />
        <FormStatus error={error} />
        <button className="op-button op-button--primary" type="submit" disabled={busy}>
          {busy ? 'Emitindo…' : 'Emitir'}
        </button>
      </form>
    </details>
  );
}
