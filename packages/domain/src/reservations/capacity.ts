import type { ValidationMessage } from '../validators/messages.ts';
import { MIN_PARTY_SIZE, RESERVATION_MESSAGES, type ReservationSettings } from './settings.ts';

/** The largest party a store seats in one reservation: its setting, never more than a slot holds. */
export function partySizeLimit(settings: Pick<ReservationSettings, 'maxPartySize' | 'seatsPerSlot'>): number {
  return Math.max(MIN_PARTY_SIZE, Math.min(settings.maxPartySize, settings.seatsPerSlot));
}

/** 'A reserva deve ser para 1 a N pessoas.' unless the party is a whole number within the store's limits. */
export function validatePartySize(
  party: number,
  settings: Pick<ReservationSettings, 'maxPartySize' | 'seatsPerSlot'>,
): ValidationMessage {
  const max = partySizeLimit(settings);
  return Number.isInteger(party) && party >= MIN_PARTY_SIZE && party <= max
    ? null
    : RESERVATION_MESSAGES.partySize(max);
}

/** Seats still free in a slot holding `capacity` seats with `booked` already taken (never negative). */
export function remainingSeats(capacity: number, booked: number): number {
  return Math.max(0, capacity - booked);
}

/** The capacity rule: a party fits only if the seats booked plus the party stay within the slot's capacity. */
export function fitsInSlot(capacity: number, booked: number, party: number): boolean {
  return booked + party <= capacity;
}

/** Why a party does not fit in a slot (full, or fewer seats left than the party), or null when it fits. */
export function validateSlotCapacity(capacity: number, booked: number, party: number): ValidationMessage {
  if (fitsInSlot(capacity, booked, party)) return null;
  const remaining = remainingSeats(capacity, booked);
  return remaining === 0
    ? RESERVATION_MESSAGES.slotFull
    : RESERVATION_MESSAGES.partyTooLargeForSlot(remaining);
}
