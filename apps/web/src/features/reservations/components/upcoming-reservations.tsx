import type { Reservation } from '@comanda/contract';
import { RESERVATION_MESSAGES } from '@comanda/domain';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast.ts';
import { useAction } from '../../../lib/use-action.ts';
import { confirmDialog } from '../../../ui/dialogs/dialog-service.ts';
import { cancelReservation, useUpcomingReservations } from '../api/reservations.ts';
import { longDate, peopleText, slotTimeText } from '../reservation-format.ts';
import { UPCOMING_RESERVATIONS_TITLE } from '../reservation-texts.ts';

export const NO_UPCOMING_TEXT = 'Você não tem reservas futuras.';

/** The customer's upcoming reservations, each with a cancel button that asks first. */
export function UpcomingReservations() {
  const queryClient = useQueryClient();
  const { data, isPending } = useUpcomingReservations(true);
  const [busy, run] = useAction();

  const cancel = async (reservation: Reservation) => {
    const answer = await confirmDialog({
      title: 'Cancelar reserva',
      message: `Cancelar a reserva de ${peopleText(reservation.pessoas)} em ${longDate(reservation.data)} às ${reservation.horario}, no ${reservation.loja_nome}?`,
      confirmText: 'Cancelar reserva',
      cancelText: 'Voltar',
      destructive: true,
    });
    if (answer !== 'executar') return;
    await run(async () => {
      const result = await cancelReservation(reservation.id);
      toast.success(result.message ?? RESERVATION_MESSAGES.cancelled);
      await queryClient.invalidateQueries({ queryKey: ['reservas'] });
    });
  };

  return (
    <section className="reservation-upcoming" aria-labelledby="proximas-reservas">
      <h2 id="proximas-reservas" className="reservation-section__title">
        {UPCOMING_RESERVATIONS_TITLE}
      </h2>
      {isPending ? (
        <p className="reservation-note" role="status">
          Carregando reservas…
        </p>
      ) : !data || data.length === 0 ? (
        <p className="reservation-note">{NO_UPCOMING_TEXT}</p>
      ) : (
        <ul className="reservation-list">
          {data.map((reservation) => (
            <li key={reservation.id} className="reservation-card">
              <div className="reservation-card__when">
                <span className="reservation-card__date">{longDate(reservation.data)}</span>
                <span className="reservation-card__time">
                  {slotTimeText(reservation.horario, reservation.madrugada)}
                </span>
              </div>
              <p className="reservation-card__store">{reservation.loja_nome}</p>
              <p className="reservation-card__meta">
                {peopleText(reservation.pessoas)} · {reservation.nome}
              </p>
              {reservation.cancelavel && (
                <button
                  type="button"
                  className="btn btn--ghost reservation-card__cancel"
                  disabled={busy}
                  aria-label={`Cancelar reserva de ${longDate(reservation.data)} às ${reservation.horario}`}
                  onClick={() => void cancel(reservation)}
                >
                  Cancelar reserva
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
