import { toStoreTime } from './zoned-time.ts';

const pad = (value: number): string => String(value).padStart(2, '0');

/** Formats an instant (Date or epoch ms) as the date 'dd/MM/y' in America/Sao_Paulo, e.g. '05/03/2025'. */
export function formatDate(instant: Date | number): string {
  const time = toStoreTime(instant);
  return `${pad(time.day)}/${pad(time.month)}/${time.year}`;
}

/** Formats an instant (Date or epoch ms) as the 24-hour time 'HH:mm' in America/Sao_Paulo, e.g. '21:07'. */
export function formatTime(instant: Date | number): string {
  const time = toStoreTime(instant);
  return `${pad(time.hour)}:${pad(time.minute)}`;
}
