import type {
  CreateReservationBody,
  Reservation,
  ReservationSlots,
  ReservationSlotsQuery,
  ReservationStore,
} from '@comanda/contract';
import {
  BRAND_ID,
  bookableDates,
  bookableSlots,
  isUpcomingReservation,
  MAX_UPCOMING_RESERVATIONS_PER_CUSTOMER,
  MIN_PARTY_SIZE,
  partySizeLimit,
  RESERVATION_MESSAGES,
  remainingSeats,
  reservationRequestVerdict,
  reservationSlots,
  todayOpeningHoursText,
  toStoreTime,
  validateBookingDate,
  validatePartySize,
  validateSlotCapacity,
} from '@comanda/domain';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';
import type { Clock } from '../../providers/clock.ts';
import type { RestaurantsService } from '../restaurants/index.ts';
import { type ReservationRow, reservationsRepository as repo } from './repository.ts';
import { type ReservationStoreRow, reservationStores } from './stores.ts';

function toReservation(row: ReservationRow, store: ReservationStoreRow | undefined, now: Date): Reservation {
  return {
    id: row.id,
    loja_id: row.storeId,
    loja_nome: store?.nome ?? '',
    loja_endereco: store?.endereco ?? '',
    data: row.serviceDate,
    horario: row.slotTime,
    inicio: row.startsAt.toISOString(),
    madrugada: toStoreTime(row.startsAt).isoDate !== row.serviceDate,
    pessoas: row.partySize,
    nome: row.nome,
    celular: row.celular,
    status: row.status,
    cancelavel: row.status === 'confirmada' && isUpcomingReservation(row.startsAt, now),
  };
}

/** Table reservations (docs/reservations.md): stores, slots with free seats, booking, upcoming, cancelling. */
export function reservationsService({
  db,
  restaurants,
  clock,
}: {
  db: Db;
  restaurants: RestaurantsService;
  clock: Clock;
}) {
  /** The brand's active stores with their reservation settings. */
  async function allStores(): Promise<ReservationStoreRow[]> {
    const [places, settings] = await Promise.all([
      restaurants.activeRestaurants(BRAND_ID),
      repo.settings(db),
    ]);
    return reservationStores(places, settings);
  }

  async function openStores(): Promise<ReservationStoreRow[]> {
    return (await allStores()).filter((store) => store.settings.enabled);
  }

  /** Reservation rows as the wire shows them, with their stores' names and addresses. */
  async function withStores(rows: Promise<ReservationRow[]>, now: Date): Promise<Reservation[]> {
    const [found, stores] = await Promise.all([rows, allStores()]);
    return found.map((row) =>
      toReservation(
        row,
        stores.find((s) => s.id === row.storeId),
        now,
      ),
    );
  }

  async function storeById(id: number): Promise<ReservationStoreRow> {
    const store = (await openStores()).find((candidate) => candidate.id === id);
    if (!store) throw new HttpError(404, 'reservations_not_offered', RESERVATION_MESSAGES.storeNotFound);
    return store;
  }

  return {
    /** GET reservas/lojas: the stores taking reservations, with the form's limits and bookable days. */
    async stores(): Promise<ReservationStore[]> {
      const now = clock();
      return (await openStores()).map((store) => ({
        id: store.id,
        nome: store.nome,
        endereco: store.endereco,
        telefone: store.telefone,
        horario: todayOpeningHoursText(store.schedule, now),
        pessoasMin: MIN_PARTY_SIZE,
        pessoasMax: partySizeLimit(store.settings),
        diasAntecedencia: store.settings.daysAhead,
        antecedenciaMinutos: store.settings.minNoticeMinutes,
        datas: bookableDates(now, store.settings).map((data) => ({
          data,
          aberta: bookableSlots(store.schedule, data, now, store.settings).length > 0,
        })),
      }));
    },

    /** GET reservas/horarios: the day's bookable slots with their free seats for a party of `pessoas`. */
    async slots(query: ReservationSlotsQuery): Promise<ReservationSlots> {
      const now = clock();
      const store = await storeById(query.lojaId);
      const party = validatePartySize(query.pessoas, store.settings);
      if (party) throw new HttpError(422, 'reservation_party_size', party);
      const date = validateBookingDate(query.data, now, store.settings);
      if (date) throw new HttpError(422, 'reservation_date_unavailable', date);
      const slots = bookableSlots(store.schedule, query.data, now, store.settings);
      const all = reservationSlots(store.schedule, query.data, store.settings);
      const booked =
        all.length === 0
          ? new Map<number, number>()
          : await repo.bookedSeats(
              db,
              store.id,
              all[0]!.startsAt,
              new Date(all[all.length - 1]!.startsAt.getTime() + 1),
            );
      return {
        loja_id: store.id,
        data: query.data,
        pessoas: query.pessoas,
        horarios: slots.map((slot) => {
          const vagas = remainingSeats(store.settings.seatsPerSlot, booked.get(slot.startsAt.getTime()) ?? 0);
          return {
            horario: slot.time,
            inicio: slot.startsAt.toISOString(),
            madrugada: slot.afterMidnight,
            vagas,
            disponivel: vagas >= query.pessoas,
          };
        }),
      };
    },

    /**
     * POST reservas: books a slot. The request is checked against the store's rules first; then, holding the
     * customer's and the store's locks, the customer's upcoming limit and the slot's capacity (booked + party ≤
     * seats), so concurrent bookings can never overbook a slot.
     */
    async create(customerId: number, body: CreateReservationBody): Promise<Reservation> {
      const now = clock();
      const store = await storeById(body.lojaId);
      const check = reservationRequestVerdict(
        store.schedule,
        store.settings,
        { date: body.data, time: body.horario, party: body.pessoas },
        now,
      );
      if (!check.ok) throw new HttpError(422, check.code, check.message);
      const { slot } = check;
      const row = await db.transaction(async (tx) => {
        await repo.lockForBooking(tx, customerId, store.id);
        if ((await repo.upcomingCount(tx, customerId, now)) >= MAX_UPCOMING_RESERVATIONS_PER_CUSTOMER)
          throw new HttpError(
            422,
            'reservation_limit_reached',
            RESERVATION_MESSAGES.customerLimit(MAX_UPCOMING_RESERVATIONS_PER_CUSTOMER),
          );
        const booked = await repo.seatsOfSlot(tx, store.id, slot.startsAt);
        const full = validateSlotCapacity(store.settings.seatsPerSlot, booked, body.pessoas);
        if (full) throw new HttpError(409, 'reservation_slot_full', full);
        return repo.insert(tx, {
          customerId,
          storeId: store.id,
          serviceDate: slot.date,
          slotTime: slot.time,
          startsAt: slot.startsAt,
          partySize: body.pessoas,
          nome: body.nome,
          celular: body.celular,
          createdAt: now,
        });
      });
      return toReservation(row, store, now);
    },

    /** GET reservas: the caller's confirmed reservations that have not started yet, soonest first. */
    upcoming(customerId: number): Promise<Reservation[]> {
      const now = clock();
      return withStores(repo.upcoming(db, customerId, now), now);
    },

    /** The data export (LGPD): every reservation the caller made, cancelled and past ones too, newest first. */
    all(customerId: number): Promise<Reservation[]> {
      return withStores(repo.allOf(db, customerId), clock());
    },

    /** DELETE reservas/:id: cancels one of the caller's reservations before it starts; another's id is a 404. */
    async cancel(customerId: number, id: number): Promise<Reservation> {
      const now = clock();
      const row = await db.transaction(async (tx) => {
        const found = await repo.ownedForUpdate(tx, customerId, id);
        if (!found) throw new HttpError(404, 'reservation_not_found', RESERVATION_MESSAGES.notFound);
        if (found.status === 'cancelada')
          throw new HttpError(422, 'reservation_already_cancelled', RESERVATION_MESSAGES.alreadyCancelled);
        if (!isUpcomingReservation(found.startsAt, now))
          throw new HttpError(422, 'reservation_not_cancellable', RESERVATION_MESSAGES.pastCannotCancel);
        return repo.cancel(tx, found.id, now);
      });
      const stores = await allStores();
      return toReservation(
        row,
        stores.find((s) => s.id === row.storeId),
        now,
      );
    },
  };
}

export type ReservationsService = ReturnType<typeof reservationsService>;
