import { STORE_TIME_ZONE } from '../brand/constants.ts';

/** Wall-clock reading of an instant in America/Sao_Paulo: calendar fields, weekday 0 = Sunday, minutes since 00:00. */
export interface ZonedTime {
  year: number;
  month: number;
  day: number;
  weekday: number;
  hour: number;
  minute: number;
  minutesOfDay: number;
  /** Calendar date as 'YYYY-MM-DD'. */
  isoDate: string;
}

const parts = new Intl.DateTimeFormat('en-US', {
  timeZone: STORE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  weekday: 'short',
  hourCycle: 'h23',
});

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** Reads an instant (Date or epoch milliseconds) as wall-clock time in America/Sao_Paulo. */
export function toStoreTime(instant: Date | number): ZonedTime {
  const date = typeof instant === 'number' ? new Date(instant) : instant;
  if (Number.isNaN(date.getTime())) throw new RangeError('invalid instant');
  const field: Record<string, string> = {};
  for (const part of parts.formatToParts(date)) field[part.type] = part.value;
  const year = Number(field.year);
  const month = Number(field.month);
  const day = Number(field.day);
  const hour = Number(field.hour);
  const minute = Number(field.minute);
  return {
    year,
    month,
    day,
    weekday: WEEKDAYS.indexOf(field.weekday ?? ''),
    hour,
    minute,
    minutesOfDay: hour * 60 + minute,
    isoDate: `${field.year}-${field.month}-${field.day}`,
  };
}
