/** How a store takes table reservations. Stores without their own settings use DEFAULT_RESERVATION_SETTINGS. */
export interface ReservationSettings {
  /** Whether the store takes reservations at all. */
  enabled: boolean;
  /** Seats a time slot holds across all its reservations (the capacity rule). */
  seatsPerSlot: number;
  /** Minutes between two slots, from the opening time on. */
  intervalMinutes: number;
  /** The last slot starts at least this many minutes before the window closes. */
  lastSeatingMinutes: number;
  /** Largest party one reservation may seat (at least 1; never more than seatsPerSlot). */
  maxPartySize: number;
  /** How many days after today (in São Paulo) can still be booked; 0 = today only. */
  daysAhead: number;
  /** A slot can be booked only if it starts at least this many minutes from now. */
  minNoticeMinutes: number;
}

/** Every 30 min from opening until an hour before closing, 40 seats a slot, parties of 1–12, 30 days ahead. */
export const DEFAULT_RESERVATION_SETTINGS: ReservationSettings = {
  enabled: true,
  seatsPerSlot: 40,
  intervalMinutes: 30,
  lastSeatingMinutes: 60,
  maxPartySize: 12,
  daysAhead: 30,
  minNoticeMinutes: 60,
};

/** The smallest party a reservation may seat. */
export const MIN_PARTY_SIZE = 1;

/** Upcoming (confirmed, not yet started) reservations one customer may hold at once. */
export const MAX_UPCOMING_RESERVATIONS_PER_CUSTOMER = 5;

/** '2 horas', '1 hora e 30 minutos', '45 minutos'. */
export function durationText(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const h = hours === 1 ? '1 hora' : `${hours} horas`;
  const m = rest === 1 ? '1 minuto' : `${rest} minutos`;
  if (hours === 0) return m;
  return rest === 0 ? h : `${h} e ${m}`;
}

/** The pt-BR messages of table reservations (not in the spec; worded like its own). */
export const RESERVATION_MESSAGES = {
  confirmed: 'Reserva confirmada!',
  cancelled: 'Reserva cancelada.',
  notFound: 'Reserva não encontrada.',
  storeNotFound: 'Esta loja não aceita reservas.',
  invalidDate: 'Data inválida!',
  closedDate: 'A loja não abre para reservas nesta data. Escolha outra data.',
  slotNotOffered: 'Horário indisponível para reserva. Escolha outro horário.',
  slotFull: 'Não há mais lugares neste horário. Escolha outro horário.',
  alreadyCancelled: 'Esta reserva já foi cancelada.',
  pastCannotCancel: 'Não é possível cancelar uma reserva que já passou.',
  partySize: (max: number) => `A reserva deve ser para 1 a ${max} pessoas.`,
  partyTooLargeForSlot: (remaining: number) =>
    remaining === 1
      ? 'Só resta 1 lugar neste horário. Escolha outro horário.'
      : `Só restam ${remaining} lugares neste horário. Escolha outro horário.`,
  tooSoon: (minutes: number) =>
    `As reservas devem ser feitas com pelo menos ${durationText(minutes)} de antecedência.`,
  tooFar: (days: number) =>
    days === 0
      ? 'Só é possível reservar para hoje.'
      : `Só é possível reservar com até ${days} dias de antecedência.`,
  customerLimit: (max: number) => `Você só pode ter até ${max} reservas futuras.`,
} as const;
