import type { ReservationSlotAnswer } from '@comanda/contract';
import { slotTimeText } from '../reservation-format.ts';
import { SLOT_LABEL } from '../reservation-texts.ts';

/** The day's slots; the ones where the party no longer fits are disabled and say 'Lotado'. */
export function SlotChips({
  slots,
  loading,
  value,
  onChange,
}: {
  slots: readonly ReservationSlotAnswer[] | undefined;
  loading: boolean;
  value: string | null;
  onChange: (time: string) => void;
}) {
  return (
    <fieldset className="reservation-field" aria-busy={loading || undefined}>
      <legend className="reservation-field__label">{SLOT_LABEL}</legend>
      {loading ? (
        <p className="reservation-note" role="status">
          Carregando horários…
        </p>
      ) : !slots || slots.length === 0 ? (
        <p className="reservation-note">Não há horários disponíveis nesta data. Escolha outra data.</p>
      ) : (
        <ul className="reservation-chips reservation-chips--slots">
          {slots.map((slot) => {
            const time = slotTimeText(slot.horario, slot.madrugada);
            return (
              <li key={slot.inicio}>
                <button
                  type="button"
                  className="reservation-chip reservation-chip--slot"
                  aria-pressed={value === slot.horario}
                  aria-label={slot.disponivel ? time : `${time}, lotado`}
                  disabled={!slot.disponivel}
                  onClick={() => onChange(slot.horario)}
                >
                  <span className="reservation-chip__top">{slot.horario}</span>{' '}
                  {(!slot.disponivel || slot.madrugada) && (
                    <span className="reservation-chip__bottom">
                      {slot.disponivel ? 'madrugada' : 'Lotado'}
                    </span>
                  )}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </fieldset>
  );
}
