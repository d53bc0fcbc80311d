import type { Reservation, ReservationStore } from '@comanda/contract';
import { maskPhone, RESERVATION_MESSAGES } from '@comanda/domain';
import { useIonRouter } from '@ionic/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { toast } from '../../../lib/toast.ts';
import { useAction } from '../../../lib/use-action.ts';
import { FormPhoneField, FormTextField } from '../../../ui/form/form-fields.tsx';
import { SubmitButton } from '../../../ui/form/submit-button.tsx';
import { useZodForm } from '../../../ui/form/use-zod-form.ts';
import { QuantityStepper } from '../../../ui/quantity-stepper.tsx';
import { LOGIN_PATH, LOGIN_REQUIRED_MESSAGE, useCurrentUser } from '../../auth/index.ts';
import { createReservation, reservationSlotsQuery } from '../api/reservations.ts';
import { type ReservationDraft, saveDraft, takeDraft } from '../draft.ts';
import { reservationContactSchema } from '../reservation-contact-form.ts';
import { BOOK_TABLE_TITLE } from '../reservation-texts.ts';
import { DateChips } from './date-chips.tsx';
import { SlotChips } from './slot-chips.tsx';

const firstOpenDate = (store: ReservationStore | undefined) =>
  store?.datas.find((d) => d.aberta)?.data ?? null;

/**
 * Store, day, party and slot, then the name and phone the restaurant calls. Visitors browse freely; confirming
 * asks them to log in first and brings their choices back afterwards.
 */
export function ReservationForm({
  stores,
  onBooked,
}: {
  stores: readonly ReservationStore[];
  onBooked: (reservation: Reservation) => void;
}) {
  const router = useIonRouter();
  const queryClient = useQueryClient();
  const user = useCurrentUser();
  const storeFieldId = useId();
  const [draft] = useState<ReservationDraft | null>(() => takeDraft());
  const initialStore = stores.find((s) => s.id === draft?.lojaId) ?? stores[0];
  const [lojaId, setLojaId] = useState<number | undefined>(initialStore?.id);
  const store = stores.find((s) => s.id === lojaId);
  const [data, setData] = useState<string | null>(() =>
    draft && initialStore?.datas.some((d) => d.data === draft.data && d.aberta)
      ? draft.data
      : firstOpenDate(initialStore),
  );
  const [pessoas, setPessoas] = useState(() => Math.min(draft?.pessoas ?? 2, initialStore?.pessoasMax ?? 2));
  const [horario, setHorario] = useState<string | null>(draft?.horario ?? null);
  const form = useZodForm(reservationContactSchema, {
    nome: user?.nome ?? '',
    celular: maskPhone(user?.celular ?? ''),
  });
  const [busy, run] = useAction();

  const slots = useQuery({
    ...reservationSlotsQuery(lojaId ?? 0, data ?? '', pessoas),
    enabled: lojaId !== undefined && data !== null,
  });
  const chosen = slots.data?.horarios.find((slot) => slot.horario === horario);

  // Back from logging in (the page stays mounted): fill what the visitor left blank from the account.
  useEffect(() => {
    if (!user) return;
    if (!form.getValues('nome')) form.setValue('nome', user.nome);
    if (!form.getValues('celular')) form.setValue('celular', maskPhone(user.celular ?? ''));
  }, [user, form]);

  // A slot that filled up or left the list (another day, a larger party) is no longer chosen.
  useEffect(() => {
    if (slots.data && horario && !slots.data.horarios.some((s) => s.horario === horario && s.disponivel))
      setHorario(null);
  }, [slots.data, horario]);

  const pickStore = (id: number) => {
    const next = stores.find((s) => s.id === id);
    setLojaId(id);
    setData(firstOpenDate(next));
    setPessoas((current) => Math.min(current, next?.pessoasMax ?? current));
    setHorario(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!store || !data) return;
    if (!chosen) {
      toast.error('Escolha um horário.');
      return;
    }
    if (!user) {
      saveDraft({ lojaId: store.id, data, pessoas, horario });
      toast.error(LOGIN_REQUIRED_MESSAGE);
      router.push(LOGIN_PATH, 'forward');
      return;
    }
    void form.handleSubmit(({ nome, celular }) =>
      run(async () => {
        try {
          const answer = await createReservation({
            lojaId: store.id,
            data,
            horario: chosen.horario,
            pessoas,
            nome,
            celular,
          });
          if (answer.data) onBooked(answer.data);
          toast.success(answer.message ?? RESERVATION_MESSAGES.confirmed);
        } finally {
          await queryClient.invalidateQueries({ queryKey: ['reservas'] });
        }
      }),
    )();
  };

  return (
    <form className="reservation-form" noValidate aria-label={BOOK_TABLE_TITLE} onSubmit={submit}>
      <div className="field">
        <label className="field__label" htmlFor={storeFieldId}>
          Restaurante
        </label>
        <select
          id={storeFieldId}
          className="field__input reservation-select"
          value={lojaId}
          onChange={(event) => pickStore(Number(event.target.value))}
        >
          {stores.map((s) => (
            <option key={s.id} value={s.id}>
              {s.nome}
            </option>
          ))}
        </select>
        {store && (
          <div className="field__hint reservation-store-info">
            <p>{store.endereco}</p>
            <p>
              Tel. {store.telefone} · Hoje: {store.horario}
            </p>
          </div>
        )}
      </div>

      {store && (
        <DateChips
          dates={store.datas}
          value={data}
          onChange={(next) => {
            setData(next);
            setHorario(null);
          }}
        />
      )}

      <div className="reservation-party">
        <div>
          <span className="reservation-field__label" id="reserva-pessoas">
            Pessoas
          </span>
          {store && (
            <p className="field__hint">
              De {store.pessoasMin} a {store.pessoasMax} pessoas
            </p>
          )}
        </div>
        <QuantityStepper
          value={pessoas}
          label="pessoas"
          max={store?.pessoasMax ?? 1}
          onIncrement={() => setPessoas((n) => Math.min(n + 1, store?.pessoasMax ?? n))}
          onDecrement={() => setPessoas((n) => Math.max(1, n - 1))}
        />
      </div>

      <SlotChips
        slots={slots.data?.horarios}
        loading={slots.isPending && data !== null}
        value={chosen ? horario : null}
        onChange={setHorario}
      />

      <div className="reservation-contact">
        <FormTextField
          control={form.control}
          name="nome"
          label="Nome"
          marker="*"
          autoComplete="name"
          maxLength={120}
        />
        <FormPhoneField control={form.control} name="celular" />
      </div>

      <SubmitButton busy={busy} disabled={!store || !data}>
        Confirmar reserva
      </SubmitButton>
      {!user && (
        <p className="form-note reservation-login-note">Para confirmar, você vai entrar na sua conta.</p>
      )}
    </form>
  );
}
