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

/**
 * Everything about a reservation request except the seats already booked: the party size, the date within the
 * booking window, a slot the store offers that day, and the minimum notice. Capacity is checked against the
 * stored reservations (validateSlotCapacity) under the slot's lock.
 */
export function checkReservationRequest(
  schedule: StoreSchedule,
  settings: ReservationSettings,
  request: ReservationRequest,
  now: Date | number,
): SlotCheck {
  const party = validatePartySize(request.party, settings);
  if (party) return { ok: false, message: party };
  const date = validateBookingDate(request.date, now, settings);
  if (date) return { ok: false, message: date };
  const slots = reservationSlots(schedule, request.date, settings);
  if (slots.length === 0) return { ok: false, message: RESERVATION_MESSAGES.closedDate };
  const slot = slots.find((candidate) => candidate.time === request.time);
  if (!slot) return { ok: false, message: RESERVATION_MESSAGES.slotNotOffered };
  if (!hasMinimumNotice(slot, now, settings))
    return { ok: false, message: RESERVATION_MESSAGES.tooSoon(settings.minNoticeMinutes) };
  return { ok: true, slot };
}

/** True when a reservation starting at `startsAt` has not started yet at `now` (so it can be cancelled). */
export function isUpcomingReservation(startsAt: Date, now: Date | number): boolean {
  return startsAt.getTime() > (typeof now === 'number' ? now : now.getTime());
}
