import { isIsoDate, maskPhone, RESERVATION_MESSAGES } from '@comanda/domain';
import { z } from 'zod';
import { ignoredJwt, mobilePhoneField, personNameField, requiredString } from '../account/fields.ts';
import { queryId } from '../http/envelope.ts';

/** A service day 'YYYY-MM-DD' in a query or body. */
export const reservationDateField = requiredString('data')
  .trim()
  .max(10)
  .refine(isIsoDate, { error: RESERVATION_MESSAGES.invalidDate });

/** A slot's wall-clock start 'HH:mm'. */
const slotTimeField = requiredString('horário')
  .trim()
  .max(5)
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: RESERVATION_MESSAGES.slotNotOffered });

/** A party size: whole number of people (the store's own limit is checked by the server). */
const partyField = z.coerce
  .number({ error: 'O campo pessoas deve ser um número.' })
  .int({ error: 'O campo pessoas deve ser um número inteiro.' })
  .min(1, { error: 'O campo pessoas deve ser positivo.' })
  .max(1000, { error: 'O campo pessoas é grande demais.' });

/** A store that takes reservations, with what the reservation form needs. */
export const reservationStore = z.object({
  id: z.number().int(),
  nome: z.string(),
  /** 'SHCS CLS 308 Bloco A, 12 — Asa Sul, Brasília-DF'. */
  endereco: z.string(),
  telefone: z.string(),
  /** Today's opening hours, as the store lookup writes them. */
  horario: z.string(),
  pessoasMin: z.number().int(),
  pessoasMax: z.number().int(),
  diasAntecedencia: z.number().int(),
  antecedenciaMinutos: z.number().int(),
  /** The service days that can be booked now, today first; `aberta` false when the store has no slot that day. */
  datas: z.array(z.object({ data: z.string(), aberta: z.boolean() })),
});
export type ReservationStore = z.infer<typeof reservationStore>;

/** GET /api/reservas/horarios query. */
export const reservationSlotsQuery = z.object({
  lojaId: queryId('lojaId'),
  data: reservationDateField,
  pessoas: partyField.default(2),
});
export type ReservationSlotsQuery = z.infer<typeof reservationSlotsQuery>;

/** One slot with its free seats; `disponivel` is false when the party no longer fits. */
export const reservationSlot = z.object({
  horario: z.string(),
  /** The instant it starts (ISO 8601). */
  inicio: z.string(),
  /** After midnight of an overnight window (the next calendar day). */
  madrugada: z.boolean(),
  vagas: z.number().int(),
  disponivel: z.boolean(),
});
export type ReservationSlotAnswer = z.infer<typeof reservationSlot>;

export const reservationSlots = z.object({
  loja_id: z.number().int(),
  data: z.string(),
  pessoas: z.number().int(),
  /** The slots of the day that can still be booked (past the minimum notice), earliest first. */
  horarios: z.array(reservationSlot),
});
export type ReservationSlots = z.infer<typeof reservationSlots>;

/** POST /api/reservas body: a logged-in customer books a slot; name and mobile phone for the restaurant. */
export const createReservationBody = z.object({
  jwt: ignoredJwt,
  lojaId: queryId('lojaId'),
  data: reservationDateField,
  horario: slotTimeField,
  pessoas: partyField,
  nome: personNameField.transform((nome) => nome.trim().replace(/\s+/g, ' ')),
  celular: mobilePhoneField.transform((celular) => maskPhone(celular.replace(/\D/g, ''))),
});
export type CreateReservationBody = z.infer<typeof createReservationBody>;

/** A customer's reservation as the API answers it. */
export const reservation = z.object({
  id: z.number().int(),
  loja_id: z.number().int(),
  loja_nome: z.string(),
  loja_endereco: z.string(),
  data: z.string(),
  horario: z.string(),
  inicio: z.string(),
  madrugada: z.boolean(),
  pessoas: z.number().int(),
  nome: z.string(),
  celular: z.string(),
  status: z.enum(['confirmada', 'cancelada']),
  /** True while it can still be cancelled (confirmed and not yet started). */
  cancelavel: z.boolean(),
});
export type Reservation = z.infer<typeof reservation>;

/** DELETE /api/reservas/:id params. */
export const reservationParams = z.object({ id: queryId('id') });
