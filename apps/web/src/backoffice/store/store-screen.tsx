import type { StoreAdmin } from '@comanda/contract';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { failureMessage, StaffApiError, storeSettings } from '../backoffice-api.ts';
import { brDay } from '../dates.ts';
import { Field, FormStatus } from '../field.tsx';
import type { ScreenProps } from '../shell/sections.ts';
import { LOADING, SAVED } from '../texts.ts';
import { HoursEditor } from './hours-editor.tsx';
import { LocationEditor } from './location-editor.tsx';
import { PaymentsEditor } from './payments-editor.tsx';
import { ReservationsEditor } from './reservations-editor.tsx';

/**
 * A store's settings: what its manager runs (delivery time, opening hours, holidays; open or closed now) and, for
 * the brand's admin, where it is and where it delivers.
 */
export function StoreScreen({ me, lojaId, onFailure }: ScreenProps) {
  const [store, setStore] = useState<StoreAdmin | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [holiday, setHoliday] = useState('');
  const [fields, setFields] = useState<Record<string, string>>({});

  const save = useCallback(
    (action: Promise<StoreAdmin>) => {
      setError(null);
      setDone(null);
      setFields({});
      return action.then(
        (saved) => {
          setStore(saved);
          setDone(SAVED);
        },
        (failure: unknown) => {
          onFailure(failure);
          setError(failureMessage(failure));
          if (failure instanceof StaffApiError)
            setFields(Object.fromEntries(failure.fields.map((f) => [f.campo, f.mensagem])));
        },
      );
    },
    [onFailure],
  );
  useEffect(() => {
    storeSettings.get(lojaId).then(setStore, (failure: unknown) => {
      onFailure(failure);
      setError(failureMessage(failure));
    });
  }, [lojaId, onFailure]);

  if (!store) return error ? <FormStatus error={error} /> : <p role="status">{LOADING}</p>;

  const saveTime = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const minutes = Number(new FormData(event.currentTarget).get('tempoEntrega'));
    void save(storeSettings.deliveryTime(lojaId, minutes));
  };
  const setHolidays = (days: string[]) => void save(storeSettings.holidays(lojaId, days));

  return (
    <section aria-labelledby="bo-store-title">
      <div className="bo-toolbar">
        <h1 id="bo-store-title" className="bo-title">
          {store.nome}
        </h1>
        <span className={store.statusLoja === 'aberta' ? 'bo-ok' : 'op-tag'}>
          {store.statusLoja === 'aberta' ? 'Aberta agora' : 'Fechada agora'}
        </span>
      </div>
      <FormStatus error={error} done={done} />
      <form className="bo-card bo-form bo-form--row" onSubmit={saveTime}>
        <Field
          label="Tempo de entrega (minutos)"
          name="tempoEntrega"
          type="number"
          min={5}
          max={240}
          defaultValue={store.tempoEntrega}
          key={store.tempoEntrega}
        />
        <button className="op-button op-button--primary" type="submit">
          Salvar tempo
        </button>
      </form>
      <HoursEditor
        key={JSON.stringify(store.horarios)}
        hours={store.horarios}
        onSave={(horarios) => save(storeSettings.hours(lojaId, horarios))}
      />
      <LocationEditor
        key={`${store.lat} ${store.lng} ${JSON.stringify(store.faixasFrete)} ${store.raioEntregaKm}`}
        store={store}
        admin={me.papel === 'admin'}
        save={save}
        errors={fields}
      />
      <PaymentsEditor lojaId={lojaId} admin={me.papel === 'admin'} onFailure={onFailure} />
      <ReservationsEditor lojaId={lojaId} admin={me.papel === 'admin'} onFailure={onFailure} />
      <section className="bo-card" aria-labelledby="bo-holidays-title">
        <h2 id="bo-holidays-title" className="bo-card__title">
          Feriados (loja fechada o dia todo)
        </h2>
        <ul className="bo-chips">
          {store.feriados.length === 0 && <li className="bo-muted">Nenhum feriado.</li>}
          {store.feriados.map((day) => (
            <li key={day}>
              {brDay(day)}
              <button
                type="button"
                className="bo-chip__remove"
                aria-label={`Remover o feriado ${brDay(day)}`}
                onClick={() => setHolidays(store.feriados.filter((d) => d !== day))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
        <form
          className="bo-form bo-form--row"
          onSubmit={(event) => {
            event.preventDefault();
            if (holiday) setHolidays([...store.feriados, holiday].sort());
            setHoliday('');
          }}
        >
          <Field
            label="Novo feriado"
            type="date"
            value={holiday}
            onChange={(e) => setHoliday(e.target.value)}
          />
          <button className="op-button op-button--secondary" type="submit" disabled={!holiday}>
            Adicionar feriado
          </button>
        </form>
      </section>
    </section>
  );
}
