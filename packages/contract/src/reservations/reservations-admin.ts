import { z } from 'zod';
import { catalogReservations } from '../catalog/catalog-file.ts';

/** A store's table-reservation settings in the back office (docs/backoffice.md, "Reservation settings"). */

/**
 * PUT /api/gestao/loja/reservas: the store's settings, replacing what it had — the catalogue file's
 * `stores[].reservas` (`catalogReservations`), with its rules (`maxPessoas` ≤ `lugaresPorHorario`).
 */
export const storeReservationsBody = catalogReservations;
export type StoreReservationsBody = z.infer<typeof storeReservationsBody>;

/** GET/PUT /api/gestao/loja/reservas data: the store's settings (the defaults when it has none of its own). */
export const storeReservationsAdmin = z.object({
  /** Whether the store takes reservations at all. */
  ativa: z.boolean(),
  /** Seats a time slot holds across all its reservations. */
  lugaresPorHorario: z.number().int(),
  /** Minutes between two slots, from the opening time on. */
  intervaloMinutos: z.number().int(),
  /** The last slot starts at least this many minutes before the store closes. */
  ultimaEntradaMinutos: z.number().int(),
  /** Largest party one reservation may seat. */
  maxPessoas: z.number().int(),
  /** How many days after today can still be booked; 0: today only. */
  diasAntecedencia: z.number().int(),
  /** A slot can be booked only this many minutes ahead. */
  antecedenciaMinutos: z.number().int(),
});
export type StoreReservationsAdmin = z.infer<typeof storeReservationsAdmin>;
