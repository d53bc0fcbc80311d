import { toStoreTime } from '@comanda/domain';

const DAY_MS = 86_400_000;

/** Today as a Brasília day ('AAAA-MM-DD'). */
export const todayInBrasilia = (now = Date.now()): string => toStoreTime(now).isoDate;

/** A day some days before or after another ('AAAA-MM-DD' arithmetic, free of time zones). */
export function shiftDay(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** 'AAAA-MM-DD' → 'DD/MM'. */
export const shortDay = (day: string): string => `${day.slice(8, 10)}/${day.slice(5, 7)}`;

/** 'AAAA-MM-DD' → 'DD/MM/AAAA'. */
export const brDay = (day: string): string => day.split('-').reverse().join('/');
