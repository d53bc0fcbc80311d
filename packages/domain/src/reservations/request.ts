import type { StoreSchedule } from '../stores/opening-hours.ts';
import { hasMinimumNotice, validateBookingDate } from './booking-window.ts';
import { validatePartySize } from './capacity.ts';
import { RESERVATION_MESSAGES, type ReservationSettings } from './settings.ts';
import { type ReservationSlot, reservationSlots } from './slots.ts';

export interface ReservationRequest {
  date: string;
  time: string;
  party: number;
}

export type SlotCheck = { ok: true; slot: ReservationSlot } | { ok: false; message: string };

/** Why a reservation request is refused, as the stable code the API answers (packages/contract's error codes). */
export type ReservationRequestRefusalCode =
  | 'reservation_party_size'
  | 'reservation_date_unavailable'
  | 'reservation_time_unavailable';

export type SlotVerdict =
  | { ok: true; slot: ReservationSlot }
  | { ok: false; code: ReservationRequestRefusalCode; message: string };

/**
 * Everything about a reservation request except the seats already booked: the party size, the date within the
 * booking window, a slot the store offers that day, and the minimum notice. Capacity is checked against the
 * stored reservations (validateSlotCapacity) under the slot's lock.
 */
export function reservationRequestVerdict(
  schedule: StoreSchedule,
  settings: ReservationSettings,
  request: ReservationRequest,
  now: Date | number,
): SlotVerdict {
  const party = validatePartySize(request.party, settings);
  if (party) return { ok: false, code: 'reservation_party_size', message: party };
  const date = validateBookingDate(request.date, now, settings);
  if (date) return { ok: false, code: 'reservation_date_unavailable', message: date };
  const slots = reservationSlots(schedule, request.date, settings);
  if (slots.length === 0)
    return { ok: false, code: 'reservation_date_unavailable', message: RESERVATION_MESSAGES.closedDate };
  const slot = slots.find((candidate) => candidate.time === request.time);
  if (!slot)
    return { ok: false, code: 'reservation_time_unavailable', message: RESERVATION_MESSAGES.slotNotOffered };
  if (!hasMinimumNotice(slot, now, settings))
    return {
      ok: false,
      code: 'reservation_time_unavailable',
      message: RESERVATION_MESSAGES.tooSoon(settings.minNoticeMinutes),
    };
  return { ok: true, slot };
}

/** reservationRequestVerdict with the refusal's message only. */
export function checkReservationRequest(
  schedule: StoreSchedule,
  settings: ReservationSettings,
  request: ReservationRequest,
  now: Date | number,
): SlotCheck {
  const verdict = reservationRequestVerdict(schedule, settings, request, now);
  return verdict.ok ? verdict : { ok: false, message: verdict.message };
}

/** True when a reservation starting at `startsAt` has not started yet at `now` (so it can be cancelled). */
export function isUpcomingReservation(startsAt: Date, now: Date | number): boolean {
  return startsAt.getTime() > (typeof now === 'number' ? now : now.getTime());
}
