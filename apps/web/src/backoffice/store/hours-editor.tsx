import type { StoreAdmin } from '@comanda/contract';
import { type FormEvent, useState } from 'react';

type Window = StoreAdmin['horarios'][number];
const WEEKDAYS = ['Domingo', 'Segunda', 'Terça', 'Quarta', 'Quinta', 'Sexta', 'Sábado'];

/** The week's opening windows, edited as rows; a window closing at or before it opens runs past midnight. */
export function HoursEditor({
  hours,
  onSave,
}: {
  hours: Window[];
  onSave: (hours: Window[]) => Promise<void>;
}) {
  const [rows, setRows] = useState<Window[]>(() =>
    [...hours].sort((a, b) => a.dia - b.dia || a.abre.localeCompare(b.abre)),
  );
  const [busy, setBusy] = useState(false);
  const change = (index: number, patch: Partial<Window>) =>
    setRows((current) => current.map((row, i) => (i === index ? { ...row, ...patch } : row)));

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    void onSave(rows).finally(() => setBusy(false));
  }

  return (
    <form className="bo-card" onSubmit={submit} aria-labelledby="bo-hours-title">
      <h2 id="bo-hours-title" className="bo-card__title">
        Horário de funcionamento
      </h2>
      <p className="bo-muted">
        Fechamento antes da abertura: a loja fecha depois da meia-noite, no dia seguinte.
      </p>
      <ul className="bo-hours">
        {rows.map((row, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place; their position is their identity
          <li key={index} className="bo-hours__row">
            <label className="bo-inline-field">
              <span>Dia</span>
              <select value={row.dia} onChange={(e) => change(index, { dia: Number(e.target.value) })}>
                {WEEKDAYS.map((name, day) => (
                  <option key={name} value={day}>
                    {name}
                  </option>
                ))}
              </select>
            </label>
            <label className="bo-inline-field">
              <span>Abre</span>
              <input
                type="time"
                value={row.abre}
                required
                onChange={(e) => change(index, { abre: e.target.value })}
              />
            </label>
            <label className="bo-inline-field">
              <span>Fecha</span>
              <input
                type="time"
                value={row.fecha}
                required
                onChange={(e) => change(index, { fecha: e.target.value })}
              />
            </label>
            <button
              type="button"
              className="bo-chip__remove bo-hours__remove"
              aria-label={`Remover o horário de ${WEEKDAYS[row.dia]}`}
              onClick={() => setRows(rows.filter((_, i) => i !== index))}
            >
              ×
            </button>
          </li>
        ))}
      </ul>
      <div className="bo-price-editor__actions">
        <button
          type="button"
          className="op-button op-button--secondary"
          onClick={() => setRows([...rows, { dia: 0, abre: '11:00', fecha: '23:00' }])}
        >
          Adicionar horário
        </button>
        <button className="op-button op-button--primary" type="submit" disabled={busy}>
          Salvar horários
        </button>
      </div>
    </form>
  );
}
