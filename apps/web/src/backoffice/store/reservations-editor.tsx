import type { StoreReservationsAdmin } from '@comanda/contract';
import { type FormEvent, useEffect, useState } from 'react';
import { failureMessage, StaffApiError } from '../backoffice-api.ts';
import { Field, FormStatus } from '../field.tsx';
import { LOADING } from '../texts.ts';
import { useSubmission } from '../use-submission.ts';
import { storeReservations } from './store-calls.ts';

type NumberName = Exclude<keyof StoreReservationsAdmin, 'ativa'>;

/** The six numbers, as the form asks for them. */
const NUMBERS: ReadonlyArray<{ name: NumberName; label: string; hint: string; min: number; max: number }> = [
  {
    name: 'lugaresPorHorario',
    label: 'Lugares por horário',
    hint: 'Quantas pessoas cabem, somando todas as reservas de um mesmo horário.',
    min: 1,
    max: 999,
  },
  {
    name: 'maxPessoas',
    label: 'Máximo de pessoas por reserva',
    hint: 'O maior grupo de uma reserva; não pode passar dos lugares por horário.',
    min: 1,
    max: 999,
  },
  {
    name: 'intervaloMinutos',
    label: 'Intervalo entre horários (minutos)',
    hint: 'A partir da abertura, um horário a cada tantos minutos (de 5 a 240).',
    min: 5,
    max: 240,
  },
  {
    name: 'ultimaEntradaMinutos',
    label: 'Última entrada (minutos antes de fechar)',
    hint: 'O último horário começa pelo menos tantos minutos antes de a loja fechar (até 600).',
    min: 0,
    max: 600,
  },
  {
    name: 'diasAntecedencia',
    label: 'Dias de antecedência',
    hint: 'Até quantos dias depois de hoje dá para reservar; 0: só para hoje (até 365).',
    min: 0,
    max: 365,
  },
  {
    name: 'antecedenciaMinutos',
    label: 'Antecedência mínima (minutos)',
    hint: 'Um horário só pode ser reservado até tantos minutos antes de começar (até 10080, uma semana).',
    min: 0,
    max: 10080,
  },
];

type FormState = { ativa: boolean } & Record<NumberName, string>;

const stateOf = (settings: StoreReservationsAdmin): FormState => ({
  ativa: settings.ativa,
  ...(Object.fromEntries(NUMBERS.map(({ name }) => [name, String(settings[name])])) as Record<
    NumberName,
    string
  >),
});

/** A number as typed; left empty, the API names the field as required. */
const numberOf = (text: string): number | undefined => (text.trim() === '' ? undefined : Number(text));

interface ReservationsEditorProps {
  lojaId: number;
  /** The brand's admin and the store's manager both change these settings. */
  admin: boolean;
  onFailure: (error: unknown) => void;
}

/**
 * How the store takes table reservations: whether it takes them at all, the seats of a time slot, the slots'
 * rhythm and the booking window. Customers see a change on their next request; reservations already made stay.
 */
export function ReservationsEditor({ lojaId, onFailure }: ReservationsEditorProps) {
  const [form, setForm] = useState<FormState | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { busy, error, run } = useSubmission((failure) => {
    onFailure(failure);
    if (failure instanceof StaffApiError)
      setErrors(Object.fromEntries(failure.fields.map((f) => [f.campo, f.mensagem])));
  });

  useEffect(() => {
    storeReservations.get(lojaId).then(
      (settings) => setForm(stateOf(settings)),
      (failure: unknown) => {
        onFailure(failure);
        setLoadError(failureMessage(failure));
      },
    );
  }, [lojaId, onFailure]);

  if (!form)
    return (
      <section className="bo-card" aria-labelledby="bo-reservations-title">
        <h2 id="bo-reservations-title" className="bo-card__title">
          Reservas de mesa
        </h2>
        {loadError ? <FormStatus error={loadError} /> : <p role="status">{LOADING}</p>}
      </section>
    );

  const change = (patch: Partial<FormState>) => {
    setForm({ ...form, ...patch });
    setDone(null);
  };

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!form) return;
    setDone(null);
    setErrors({});
    const numbers = Object.fromEntries(NUMBERS.map(({ name }) => [name, numberOf(form[name])]));
    void run(async () => {
      const saved = await storeReservations.save(lojaId, {
        ativa: form.ativa,
        ...(numbers as Record<NumberName, number>),
      });
      setForm(stateOf(saved));
      setDone('Configurações de reserva salvas.');
    });
  }

  return (
    <form
      className="bo-card"
      onSubmit={submit}
      noValidate
      aria-labelledby="bo-reservations-title"
      aria-busy={busy}
    >
      <h2 id="bo-reservations-title" className="bo-card__title">
        Reservas de mesa
      </h2>
      <p className="bo-muted">
        Os clientes veem a mudança no próximo acesso; as reservas já feitas continuam valendo.
      </p>
      <label className="bo-switch bo-switch--line">
        <input
          type="checkbox"
          checked={form.ativa}
          onChange={(event) => change({ ativa: event.target.checked })}
        />
        <span>Aceita reservas</span>
      </label>
      {errors.ativa && (
        <p className="op-field__error" role="alert">
          {errors.ativa}
        </p>
      )}
      <div className="bo-form">
        {NUMBERS.map(({ name, label, hint, min, max }) => (
          <Field
            key={name}
            label={label}
            hint={hint}
            type="number"
            inputMode="numeric"
            min={min}
            max={max}
            step={1}
            required
            value={form[name]}
            error={errors[name]}
            onChange={(event) => change({ [name]: event.target.value })}
          />
        ))}
      </div>
      <FormStatus error={error} done={done} />
      <div className="bo-actions">
        <button className="op-button op-button--primary" type="submit" disabled={busy}>
          Salvar reservas
        </button>
      </div>
    </form>
  );
}
