import type { Reservation, ReservationSlots, ReservationStore } from '@comanda/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Envelope } from '../../../lib/api-client.ts';
import { ensureFreshSession } from '../../auth/index.ts';

/** GET /api/reservas/lojas: the stores taking reservations, with the form's limits and bookable days. */
export const reservationStoresQuery = () =>
  queryOptions({
    queryKey: ['reservas', 'lojas'],
    queryFn: ({ signal }) => api.get<ReservationStore[]>('reservas/lojas', { signal }),
    staleTime: 60_000,
  });

/** GET /api/reservas/horarios: a day's slots with their free seats for a party. */
export const reservationSlotsQuery = (lojaId: number, data: string, pessoas: number) =>
  queryOptions({
    queryKey: ['reservas', 'horarios', lojaId, data, pessoas],
    queryFn: ({ signal }) =>
      api.get<ReservationSlots>('reservas/horarios', { query: { lojaId, data, pessoas }, signal }),
    staleTime: 0,
  });

/** GET /api/reservas: the logged-in customer's upcoming reservations, soonest first. */
export const upcomingReservationsQuery = () =>
  queryOptions({
    queryKey: ['reservas', 'proximas'],
    queryFn: async ({ signal }) => {
      await ensureFreshSession();
      return api.get<Reservation[]>('reservas', { signal });
    },
    staleTime: 0,
  });

export function useUpcomingReservations(enabled: boolean) {
  return useQuery({ ...upcomingReservationsQuery(), enabled });
}

export interface NewReservation {
  lojaId: number;
  data: string;
  horario: string;
  pessoas: number;
  nome: string;
  celular: string;
}

/** POST /api/reservas: books the slot; answers the reservation and 'Reserva confirmada!'. */
export async function createReservation(body: NewReservation): Promise<Envelope<Reservation>> {
  await ensureFreshSession();
  return api.post<Envelope<Reservation>>('reservas', { body, envelope: true });
}

/** DELETE /api/reservas/:id: cancels one of the customer's upcoming reservations. */
export async function cancelReservation(id: number): Promise<Envelope<Reservation>> {
  await ensureFreshSession();
  return api.delete<Envelope<Reservation>>(`reservas/${id}`, { body: {}, envelope: true });
}
