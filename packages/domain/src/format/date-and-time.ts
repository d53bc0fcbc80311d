import { formatDate, formatTime } from './date-time.ts';

/**
 * Formats an instant (Date, epoch ms or an ISO 8601 string) as 'dd/MM/y HH:mm' in America/Sao_Paulo, e.g.
 * '05/03/2025 12:07'. Throws a RangeError for an invalid instant.
 */
export function formatDateTime(instant: Date | number | string): string {
  const at = typeof instant === 'string' ? Date.parse(instant) : instant;
  return `${formatDate(at)} ${formatTime(at)}`;
}
