import { toStoreTime } from '../format/zoned-time.ts';

/** One opening window: weekday `dia` (0 = Sunday … 6 = Saturday) from `abre` to `fecha`, both 'HH:mm'. */
export interface OpeningWindow {
  dia: number;
  abre: string;
  fecha: string;
}

/** A store's week of opening windows and its holidays ('YYYY-MM-DD', closed all day). */
export interface StoreSchedule {
  horarios: readonly OpeningWindow[];
  feriados: readonly string[];
}

const MINUTES_PER_DAY = 24 * 60;

/** Minutes since 00:00 of a 'HH:mm' clock time (00:00–23:59); throws RangeError on anything else. */
export function parseClockTime(text: string): number {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(text);
  if (!match) throw new RangeError(`expected 'HH:mm', got '${text}'`);
  return Number(match[1]) * 60 + Number(match[2]);
}

function previousIsoDate(year: number, month: number, day: number): string {
  return new Date(Date.UTC(year, month - 1, day - 1)).toISOString().slice(0, 10);
}

/**
 * True when the store is open at `instant`, read in America/Sao_Paulo. A window opens at `abre` (inclusive) and
 * closes at `fecha` (exclusive); `fecha` ≤ `abre` means it closes after midnight, on the next day (equal times: a
 * 24-hour window). Days without windows are closed. A holiday closes the windows that start on that date, so the
 * after-midnight tail of the previous evening's window still runs on a holiday morning.
 */
export function isStoreOpen(schedule: StoreSchedule, instant: Date | number): boolean {
  const now = toStoreTime(instant);
  const yesterday = previousIsoDate(now.year, now.month, now.day);
  const holidays = new Set(schedule.feriados);
  return schedule.horarios.some((window) => {
    const opens = parseClockTime(window.abre);
    const closes = parseClockTime(window.fecha);
    const overnight = closes <= opens;
    if (window.dia === now.weekday && !holidays.has(now.isoDate)) {
      if (now.minutesOfDay >= opens && (overnight || now.minutesOfDay < closes)) return true;
    }
    const startedYesterday = window.dia === (now.weekday + 6) % 7 && !holidays.has(yesterday);
    return startedYesterday && overnight && now.minutesOfDay < closes;
  });
}

/** The store's status at `instant` as the wire names it: 'aberta' or 'fechada'. */
export function storeStatus(schedule: StoreSchedule, instant: Date | number): 'aberta' | 'fechada' {
  return isStoreOpen(schedule, instant) ? 'aberta' : 'fechada';
}

/** Length in minutes of an opening window (overnight windows run into the next day; equal times = 1440). */
export function windowLengthMinutes(window: Pick<OpeningWindow, 'abre' | 'fecha'>): number {
  const length = parseClockTime(window.fecha) - parseClockTime(window.abre);
  return length > 0 ? length : length + MINUTES_PER_DAY;
}
