/** Whole seconds left until `expiresAt` (an ISO date), never below zero. */
export function secondsLeft(expiresAt: string, now: number): number {
  const end = Date.parse(expiresAt);
  if (Number.isNaN(end)) return 0;
  return Math.max(0, Math.ceil((end - now) / 1000));
}

/** A countdown as the customer reads it: 'mm:ss' (minutes beyond 59 stay minutes, e.g. '90:00'). */
export function formatCountdown(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const minutes = Math.floor(whole / 60);
  return `${String(minutes).padStart(2, '0')}:${String(whole % 60).padStart(2, '0')}`;
}

/** How the time left is read aloud: '14 minutos e 5 segundos'. */
export function spokenCountdown(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const minutes = Math.floor(whole / 60);
  const rest = whole % 60;
  const part = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  if (minutes === 0) return part(rest, 'segundo', 'segundos');
  if (rest === 0) return part(minutes, 'minuto', 'minutos');
  return `${part(minutes, 'minuto', 'minutos')} e ${part(rest, 'segundo', 'segundos')}`;
}
