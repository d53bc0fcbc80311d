/**
 * 'HH:mm' in the stores' time zone (STORE_TIME_ZONE and formatTime in @comanda/domain say the same). Written here
 * so that the board shares nothing but React with the customer app's first load: a module both pages import is
 * moved into a chunk of its own.
 */
const clock = new Intl.DateTimeFormat('pt-BR', {
  timeZone: 'America/Sao_Paulo',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** When an order was placed, as the kitchen reads it: 'HH:mm' in the store's time zone. */
export const placedAt = (iso: string): string => clock.format(Date.parse(iso));

/** How long ago an order was placed: 'agora', 'há 12 min', 'há 1 h 05 min'. */
export function waitingFor(iso: string, now: number): string {
  const minutes = Math.max(0, Math.floor((now - Date.parse(iso)) / 60_000));
  if (minutes < 1) return 'agora';
  if (minutes < 60) return `há ${minutes} min`;
  return `há ${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')} min`;
}
