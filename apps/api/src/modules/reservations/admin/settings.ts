import type { StoreReservationsAdmin, StoreReservationsBody } from '@comanda/contract';
import { DEFAULT_RESERVATION_SETTINGS, type ReservationSettings } from '@comanda/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { storeReservationSettings } from '../../../db/schema/reservations.ts';
import { type AuditActor, audit } from '../../staff/index.ts';
import { storeQueries } from '../../stores/index.ts';

export const RESERVATIONS_ADMIN_MESSAGES = {
  saved: 'Configurações de reserva salvas.',
} as const;

const toAdmin = (s: ReservationSettings): StoreReservationsAdmin => ({
  ativa: s.enabled,
  lugaresPorHorario: s.seatsPerSlot,
  intervaloMinutos: s.intervalMinutes,
  ultimaEntradaMinutos: s.lastSeatingMinutes,
  maxPessoas: s.maxPartySize,
  diasAntecedencia: s.daysAhead,
  antecedenciaMinutos: s.minNoticeMinutes,
});

const toSettings = (body: StoreReservationsBody): ReservationSettings => ({
  enabled: body.ativa,
  seatsPerSlot: body.lugaresPorHorario,
  intervalMinutes: body.intervaloMinutos,
  lastSeatingMinutes: body.ultimaEntradaMinutos,
  maxPartySize: body.maxPessoas,
  daysAhead: body.diasAntecedencia,
  minNoticeMinutes: body.antecedenciaMinutos,
});

/** GET /api/gestao/loja/reservas: the store's own settings, or the defaults every store without its own uses. */
export async function storeReservationsOf(db: Db, storeId: number): Promise<StoreReservationsAdmin> {
  const [row] = await db
    .select()
    .from(storeReservationSettings)
    .where(eq(storeReservationSettings.storeId, storeId));
  if (!row) return toAdmin(DEFAULT_RESERVATION_SETTINGS);
  const { storeId: _, ...settings } = row;
  return toAdmin(settings);
}

/**
 * Replaces the store's settings, in one transaction with its audit entry (`loja.reservas`), under the store row's
 * lock (the one bookings of the store take): two saves run one after the other, each entry's "before" what the
 * other left. The customers' reservation screens read the settings on every request: the next one follows.
 */
export async function saveStoreReservations(
  db: Db,
  actor: AuditActor,
  storeId: number,
  body: StoreReservationsBody,
): Promise<StoreReservationsAdmin> {
  return db.transaction(async (tx) => {
    await storeQueries.lock(tx, storeId);
    const before = await storeReservationsOf(tx, storeId);
    const values = toSettings(body);
    await tx
      .insert(storeReservationSettings)
      .values({ storeId, ...values })
      .onConflictDoUpdate({ target: storeReservationSettings.storeId, set: values });
    const after = await storeReservationsOf(tx, storeId);
    await audit(tx, actor, 'loja.reservas', 'loja', storeId, before, after);
    return after;
  });
}
