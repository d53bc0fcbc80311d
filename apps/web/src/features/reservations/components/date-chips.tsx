import type { ReservationStore } from '@comanda/contract';
import { dateChipLabel, dateChipName } from '../reservation-format.ts';

/** The bookable days as chips, today first; days the store has no slot are disabled. */
export function DateChips({
  dates,
  value,
  onChange,
}: {
  dates: ReservationStore['datas'];
  value: string | null;
  onChange: (date: string) => void;
}) {
  const today = dates[0]?.data ?? '';
  return (
    <fieldset className="reservation-field">
      <legend className="reservation-field__label">Data</legend>
      <ul className="reservation-chips reservation-chips--dates">
        {dates.map(({ data, aberta }) => {
          const label = dateChipLabel(data, today);
          return (
            <li key={data}>
              <button
                type="button"
                className="reservation-chip reservation-chip--date"
                aria-pressed={value === data}
                aria-label={dateChipName(data, today, aberta)}
                disabled={!aberta}
                onClick={() => onChange(data)}
              >
                <span className="reservation-chip__top">{label.top}</span>{' '}
                <span className="reservation-chip__bottom">{label.bottom}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
