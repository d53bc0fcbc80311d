import { toStoreTime } from '../format/zoned-time.ts';
import type { StoreSchedule } from './opening-hours.ts';
import { openingWindowsText } from './weekly-hours.ts';

/** Text for a day without opening windows (no windows that weekday, or a holiday). */
export const CLOSED_TODAY_TEXT = 'Fechado hoje';

/**
 * The §3 Store `horario`: today's opening windows in America/Sao_Paulo at `instant`, earliest first, as
 * '11:30 às 15:00 e 18:00 às 23:00'; 'Fechado hoje' on a holiday or a day without windows.
 */
export function todayOpeningHoursText(schedule: StoreSchedule, instant: Date | number): string {
  const today = toStoreTime(instant);
  if (schedule.feriados.includes(today.isoDate)) return CLOSED_TODAY_TEXT;
  const text = openingWindowsText(schedule.horarios.filter((window) => window.dia === today.weekday));
  return text === '' ? CLOSED_TODAY_TEXT : text;
}
