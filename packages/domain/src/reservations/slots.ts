import { toStoreTime } from '../format/zoned-time.ts';
import { parseClockTime, type StoreSchedule, windowLengthMinutes } from '../stores/opening-hours.ts';
import type { ReservationSettings } from './settings.ts';

/** One bookable start time of a store's service day. */
export interface ReservationSlot {
  /** The service day 'YYYY-MM-DD': the date the opening window starts on. */
  date: string;
  /** Wall-clock start 'HH:mm' in America/Sao_Paulo. */
  time: string;
  /** The instant the slot starts. */
  startsAt: Date;
  /** True for times after midnight of an overnight window (the next calendar day). */
  afterMidnight: boolean;
}

const MINUTES_PER_DAY = 24 * 60;
const MINUTE_MS = 60_000;

/** True for a real calendar date written 'YYYY-MM-DD'. */
export function isIsoDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === text;
}

function utcMidnight(isoDate: string): number {
  if (!isIsoDate(isoDate)) throw new RangeError(`expected 'YYYY-MM-DD', got '${isoDate}'`);
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  return Date.UTC(year, month - 1, day);
}

/** The date `days` calendar days after `isoDate` (negative goes back). */
export function addCalendarDays(isoDate: string, days: number): string {
  return new Date(utcMidnight(isoDate) + days * MINUTES_PER_DAY * MINUTE_MS).toISOString().slice(0, 10);
}

/** Weekday of a calendar date, 0 = Sunday … 6 = Saturday. */
export function weekdayOf(isoDate: string): number {
  return new Date(utcMidnight(isoDate)).getUTCDay();
}

/**
 * The instant at `minutes` after 00:00 of `isoDate` on São Paulo's wall clock (minutes past 1440 run into the
 * following days). Found from the zone's own offset, so it stays right if the zone ever changes offsets again.
 */
export function storeLocalInstant(isoDate: string, minutes: number): Date {
  const wall = utcMidnight(isoDate) + minutes * MINUTE_MS;
  const seen = toStoreTime(wall);
  const seenWall = Date.UTC(seen.year, seen.month - 1, seen.day) + seen.minutesOfDay * MINUTE_MS;
  return new Date(wall + (wall - seenWall));
}

const clock = (minutes: number) => {
  const inDay = minutes % MINUTES_PER_DAY;
  return `${String(Math.floor(inDay / 60)).padStart(2, '0')}:${String(inDay % 60).padStart(2, '0')}`;
};

/**
 * Every slot of the service day `isoDate`: for each opening window starting that day, one slot every
 * `intervalMinutes` from the opening time until `lastSeatingMinutes` before closing (an overnight window goes on
 * after midnight; a window with equal times lasts 24 hours). A holiday has no slots. Earliest first, without
 * repeats where windows overlap.
 */
export function reservationSlots(
  schedule: StoreSchedule,
  isoDate: string,
  settings: Pick<ReservationSettings, 'intervalMinutes' | 'lastSeatingMinutes'>,
): ReservationSlot[] {
  if (schedule.feriados.includes(isoDate)) return [];
  const weekday = weekdayOf(isoDate);
  const starts = new Set<number>();
  for (const window of schedule.horarios) {
    if (window.dia !== weekday) continue;
    const opens = parseClockTime(window.abre);
    const last = opens + windowLengthMinutes(window) - settings.lastSeatingMinutes;
    for (let minute = opens; minute <= last; minute += settings.intervalMinutes) starts.add(minute);
  }
  return [...starts]
    .sort((a, b) => a - b)
    .map((minute) => ({
      date: isoDate,
      time: clock(minute),
      startsAt: storeLocalInstant(isoDate, minute),
      afterMidnight: minute >= MINUTES_PER_DAY,
    }));
}

/** The slot of `isoDate` starting at `time` ('HH:mm'), or undefined when the store offers no such slot. */
export function findSlot(
  schedule: StoreSchedule,
  isoDate: string,
  time: string,
  settings: Pick<ReservationSettings, 'intervalMinutes' | 'lastSeatingMinutes'>,
): ReservationSlot | undefined {
  return reservationSlots(schedule, isoDate, settings).find((slot) => slot.time === time);
}
