import type { Reservation } from '@comanda/contract';
import { IonContent } from '@ionic/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { AppLink } from '../../../ui/app-link.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { useCurrentUser } from '../../auth/index.ts';
import { reservationStoresQuery } from '../api/reservations.ts';
import { ReservationConfirmation } from '../components/reservation-confirmation.tsx';
import { ReservationForm } from '../components/reservation-form.tsx';
import { UpcomingReservations } from '../components/upcoming-reservations.tsx';
import { BOOK_TABLE_TITLE, UPCOMING_RESERVATIONS_TITLE } from '../reservation-texts.ts';
import '../../../ui/button.css';
import '../../../ui/form/form.css';
import '../components/reservations.css';

/** tabs/reservas: reserve a table at a store (open to everyone; confirming needs a login) and the upcoming ones. */
export function ReservationsPage() {
  const user = useCurrentUser();
  const stores = useQuery(reservationStoresQuery());
  const [confirmed, setConfirmed] = useState<Reservation | null>(null);

  return (
    <>
      <PageHeader title="Reservas" backTo="/tabs/perfil" />
      <IonContent className="reservations-screen">
        <div className="reservations-layout">
          <section className="reservation-panel" aria-labelledby="reservar-mesa">
            {confirmed ? (
              <ReservationConfirmation reservation={confirmed} onAnother={() => setConfirmed(null)} />
            ) : (
              <>
                <h2 id="reservar-mesa" className="reservation-section__title">
                  {BOOK_TABLE_TITLE}
                </h2>
                {stores.isPending ? (
                  <p className="reservation-note" role="status">
                    Carregando restaurantes…
                  </p>
                ) : !stores.data || stores.data.length === 0 ? (
                  <p className="reservation-note">
                    {stores.isError
                      ? 'Não foi possível carregar os restaurantes. Tente novamente.'
                      : 'Nenhum restaurante está aceitando reservas no momento.'}
                  </p>
                ) : (
                  <ReservationForm stores={stores.data} onBooked={setConfirmed} />
                )}
              </>
            )}
          </section>
          {user ? (
            <UpcomingReservations />
          ) : (
            <section className="reservation-upcoming" aria-labelledby="proximas-reservas">
              <h2 id="proximas-reservas" className="reservation-section__title">
                {UPCOMING_RESERVATIONS_TITLE}
              </h2>
              <p className="reservation-note">
                <AppLink to="/login" className="form-link">
                  Entre na sua conta
                </AppLink>{' '}
                para ver e cancelar suas reservas.
              </p>
            </section>
          )}
        </div>
      </IonContent>
    </>
  );
}
