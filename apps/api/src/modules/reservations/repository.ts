import { and, asc, count, desc, eq, gt, gte, lt, sum } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema/reservations.ts';
import { lockCustomer } from '../account/index.ts';
import { storeQueries } from '../stores/index.ts';

export type ReservationRow = typeof t.reservations.$inferSelect;
export type NewReservation = Omit<typeof t.reservations.$inferInsert, 'id' | 'status' | 'cancelledAt'>;
export type ReservationSettingsRow = typeof t.storeReservationSettings.$inferSelect;

/** Queries on stores' reservation settings and on reservations; a customer's rows are scoped by customer id. */
export const reservationsRepository = {
  /** Every store's own reservation settings (stores without a row use the defaults). */
  settings(db: Db): Promise<ReservationSettingsRow[]> {
    return db.select().from(t.storeReservationSettings);
  },

  /** Seats taken by confirmed reservations of a store's slots starting in [from, to), by start instant (ms). */
  async bookedSeats(db: Db, storeId: number, from: Date, to: Date): Promise<Map<number, number>> {
    const rows = await db
      .select({ startsAt: t.reservations.startsAt, seats: sum(t.reservations.partySize).mapWith(Number) })
      .from(t.reservations)
      .where(
        and(
          eq(t.reservations.storeId, storeId),
          eq(t.reservations.status, 'confirmada'),
          gte(t.reservations.startsAt, from),
          lt(t.reservations.startsAt, to),
        ),
      )
      .groupBy(t.reservations.startsAt);
    return new Map(rows.map((row) => [row.startsAt.getTime(), row.seats]));
  },

  /** Seats taken by the confirmed reservations of one slot. */
  async seatsOfSlot(tx: Db, storeId: number, startsAt: Date): Promise<number> {
    const end = new Date(startsAt.getTime() + 1);
    const booked = await reservationsRepository.bookedSeats(tx, storeId, startsAt, end);
    return booked.get(startsAt.getTime()) ?? 0;
  },

  /**
   * Serialises bookings of one customer and of one store across processes: the customer's row, then the store's
   * row, always in that order. Seat counts read after this cannot change until the transaction ends.
   */
  async lockForBooking(tx: Db, customerId: number, storeId: number): Promise<void> {
    await lockCustomer(tx, customerId);
    await storeQueries.lock(tx, storeId);
  },

  async upcomingCount(tx: Db, customerId: number, now: Date): Promise<number> {
    const [row] = await tx
      .select({ n: count() })
      .from(t.reservations)
      .where(
        and(
          eq(t.reservations.customerId, customerId),
          eq(t.reservations.status, 'confirmada'),
          gt(t.reservations.startsAt, now),
        ),
      );
    return row?.n ?? 0;
  },

  async insert(tx: Db, values: NewReservation): Promise<ReservationRow> {
    const [row] = await tx.insert(t.reservations).values(values).returning();
    return row!;
  },

  /** The customer's confirmed reservations that have not started yet, soonest first. */
  upcoming(db: Db, customerId: number, now: Date): Promise<ReservationRow[]> {
    return db
      .select()
      .from(t.reservations)
      .where(
        and(
          eq(t.reservations.customerId, customerId),
          eq(t.reservations.status, 'confirmada'),
          gt(t.reservations.startsAt, now),
        ),
      )
      .orderBy(asc(t.reservations.startsAt), asc(t.reservations.id));
  },

  /** Every reservation of the customer, whatever its status, the latest slot first. */
  allOf(db: Db, customerId: number): Promise<ReservationRow[]> {
    return db
      .select()
      .from(t.reservations)
      .where(eq(t.reservations.customerId, customerId))
      .orderBy(desc(t.reservations.startsAt), desc(t.reservations.id));
  },

  /** One of the customer's reservations, locked until the transaction ends; undefined when not theirs. */
  async ownedForUpdate(tx: Db, customerId: number, id: number): Promise<ReservationRow | undefined> {
    const [row] = await tx
      .select()
      .from(t.reservations)
      .where(and(eq(t.reservations.id, id), eq(t.reservations.customerId, customerId)))
      .for('update');
    return row;
  },

  async cancel(tx: Db, id: number, now: Date): Promise<ReservationRow> {
    const [row] = await tx
      .update(t.reservations)
      .set({ status: 'cancelada', cancelledAt: now })
      .where(eq(t.reservations.id, id))
      .returning();
    return row!;
  },

  async removeAll(tx: Db, customerId: number): Promise<void> {
    await tx.delete(t.reservations).where(eq(t.reservations.customerId, customerId));
  },
};
