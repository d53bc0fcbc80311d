import { toStoreTime } from '../format/zoned-time.ts';
import type { StoreSchedule } from '../stores/opening-hours.ts';
import type { ValidationMessage } from '../validators/messages.ts';
import { RESERVATION_MESSAGES, type ReservationSettings } from './settings.ts';
import { addCalendarDays, isIsoDate, type ReservationSlot, reservationSlots } from './slots.ts';

type WindowSettings = Pick<ReservationSettings, 'daysAhead' | 'minNoticeMinutes'>;

/** Today in São Paulo and the following `daysAhead` days: the service days that can be booked. */
export function bookableDates(
  now: Date | number,
  settings: Pick<ReservationSettings, 'daysAhead'>,
): string[] {
  const today = toStoreTime(now).isoDate;
  return Array.from({ length: settings.daysAhead + 1 }, (_, i) => addCalendarDays(today, i));
}

/**
 * Why a service day cannot be booked at `now` ('Data inválida!', too far ahead, already past), or null. Whether
 * the store opens that day is the slots' business.
 */
export function validateBookingDate(
  isoDate: string,
  now: Date | number,
  settings: WindowSettings,
): ValidationMessage {
  if (!isIsoDate(isoDate)) return RESERVATION_MESSAGES.invalidDate;
  const dates = bookableDates(now, settings);
  if (isoDate < dates[0]!) return RESERVATION_MESSAGES.invalidDate;
  if (isoDate > dates[dates.length - 1]!) return RESERVATION_MESSAGES.tooFar(settings.daysAhead);
  return null;
}

/** True when the slot starts at least the minimum notice after `now`. */
export function hasMinimumNotice(
  slot: Pick<ReservationSlot, 'startsAt'>,
  now: Date | number,
  settings: Pick<ReservationSettings, 'minNoticeMinutes'>,
): boolean {
  const nowMs = typeof now === 'number' ? now : now.getTime();
  return slot.startsAt.getTime() - nowMs >= settings.minNoticeMinutes * 60_000;
}

/** The slots of a service day that can still be booked at `now`; none for a date outside the booking window. */
export function bookableSlots(
  schedule: StoreSchedule,
  isoDate: string,
  now: Date | number,
  settings: WindowSettings & Pick<ReservationSettings, 'intervalMinutes' | 'lastSeatingMinutes'>,
): ReservationSlot[] {
  if (validateBookingDate(isoDate, now, settings)) return [];
  return reservationSlots(schedule, isoDate, settings).filter((slot) =>
    hasMinimumNotice(slot, now, settings),
  );
}
