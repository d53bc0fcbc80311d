import type { Reservation } from '@comanda/contract';
import { RESERVATION_MESSAGES } from '@comanda/domain';
import { useEffect, useRef } from 'react';
import { ReservationDetails } from './reservation-details.tsx';

/** After booking: the reservation's details and a way to book another table. */
export function ReservationConfirmation({
  reservation,
  onAnother,
}: {
  reservation: Reservation;
  onAnother: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="reservation-confirmation" aria-labelledby="reserva-confirmada">
      <div className="reservation-confirmation__badge" aria-hidden="true">
        ✓
      </div>
      <h2 id="reserva-confirmada" className="reservation-confirmation__title" tabIndex={-1} ref={heading}>
        {RESERVATION_MESSAGES.confirmed}
      </h2>
      <p className="reservation-confirmation__intro">
        Sua mesa está reservada. Se não puder ir, cancele a reserva para liberar o lugar.
      </p>
      <ReservationDetails reservation={reservation} />
      <button type="button" className="btn btn--block btn--outline" onClick={onAnother}>
        Fazer outra reserva
      </button>
    </section>
  );
}
