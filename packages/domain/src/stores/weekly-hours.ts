import { formatDate } from '../format/date-time.ts';
import { toStoreTime } from '../format/zoned-time.ts';
import { type OpeningWindow, parseClockTime, type StoreSchedule } from './opening-hours.ts';

/** pt-BR weekday names, indexed like `OpeningWindow.dia` (0 = Sunday … 6 = Saturday). */
export const WEEKDAY_NAMES = [
  'Domingo',
  'Segunda-feira',
  'Terça-feira',
  'Quarta-feira',
  'Quinta-feira',
  'Sexta-feira',
  'Sábado',
] as const;

/** Text for a weekday without opening windows in the weekly table. */
export const CLOSED_DAY_TEXT = 'Fechado';

/** Weekdays in the order a Brazilian restaurant lists its hours: Monday first, Sunday last. */
const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;

/** One row of the weekly table: weekday number, its pt-BR name and its windows as text. */
export interface WeekdayHours {
  dia: number;
  nome: string;
  horario: string;
}

/**
 * Opening windows as text, earliest first: '18:00 às 23:00', '11:30 às 15:00 e 18:00 às 23:00',
 * '08:00 às 10:00, 12:00 às 14:00 e 18:00 às 22:00'; an empty list gives ''.
 */
export function openingWindowsText(windows: readonly Pick<OpeningWindow, 'abre' | 'fecha'>[]): string {
  const parts = [...windows]
    .sort((a, b) => parseClockTime(a.abre) - parseClockTime(b.abre))
    .map((window) => `${window.abre} às ${window.fecha}`);
  if (parts.length <= 1) return parts[0] ?? '';
  return `${parts.slice(0, -1).join(', ')} e ${parts[parts.length - 1]}`;
}

/**
 * The store's week, Monday to Sunday, each weekday with its windows as text ('11:30 às 15:00 e 18:00 às 23:00')
 * or 'Fechado' when it has none. A window past midnight is listed on the day it opens.
 */
export function weeklyOpeningHours(schedule: Pick<StoreSchedule, 'horarios'>): WeekdayHours[] {
  return WEEK_ORDER.map((dia) => {
    const text = openingWindowsText(schedule.horarios.filter((window) => window.dia === dia));
    return { dia, nome: WEEKDAY_NAMES[dia], horario: text === '' ? CLOSED_DAY_TEXT : text };
  });
}

/** A holiday on which the store is closed: ISO date and the pt-BR 'dd/MM/y' text. */
export interface UpcomingHoliday {
  data: string;
  texto: string;
}

/**
 * The store's holidays from today (in America/Sao_Paulo at `instant`) on, earliest first, at most `limit`.
 * Holidays are 'YYYY-MM-DD'; malformed entries are ignored.
 */
export function upcomingHolidays(
  holidays: readonly string[],
  instant: Date | number,
  limit = 5,
): UpcomingHoliday[] {
  const today = toStoreTime(instant).isoDate;
  return [...new Set(holidays)]
    .filter((day) => /^\d{4}-\d{2}-\d{2}$/.test(day) && day >= today)
    .sort()
    .slice(0, limit)
    .map((day) => ({ data: day, texto: formatDate(new Date(`${day}T12:00:00-03:00`)) }));
}
