import type { Reservation } from '@comanda/contract';
import { longDate, peopleText, slotTimeText } from '../reservation-format.ts';
import { SLOT_LABEL } from '../reservation-texts.ts';

/** Restaurant, address, date, time, party, name and phone of a reservation, as a description list. */
export function ReservationDetails({ reservation }: { reservation: Reservation }) {
  const rows: [string, string][] = [
    ['Restaurante', reservation.loja_nome],
    ['Endereço', reservation.loja_endereco],
    ['Data', longDate(reservation.data)],
    [SLOT_LABEL, slotTimeText(reservation.horario, reservation.madrugada)],
    ['Pessoas', peopleText(reservation.pessoas)],
    ['Nome', reservation.nome],
    ['Celular', reservation.celular],
  ];
  return (
    <dl className="reservation-details">
      {rows.map(([term, value]) => (
        <div key={term} className="reservation-details__row">
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
