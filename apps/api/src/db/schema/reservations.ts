import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, serial, smallint, text } from 'drizzle-orm/pg-core';
import { customers } from './account.ts';
import { instant } from './columns.ts';
import { stores } from './stores.ts';

/**
 * How one store takes table reservations. A store without a row uses the domain's
 * DEFAULT_RESERVATION_SETTINGS (docs/reservations.md).
 */
export const storeReservationSettings = pgTable(
  'store_reservation_settings',
  {
    storeId: integer('store_id')
      .primaryKey()
      .references(() => stores.id, { onDelete: 'cascade' }),
    enabled: boolean('enabled').notNull().default(true),
    seatsPerSlot: smallint('seats_per_slot').notNull(),
    intervalMinutes: smallint('interval_minutes').notNull(),
    lastSeatingMinutes: smallint('last_seating_minutes').notNull(),
    maxPartySize: smallint('max_party_size').notNull(),
    daysAhead: smallint('days_ahead').notNull(),
    minNoticeMinutes: smallint('min_notice_minutes').notNull(),
  },
  (t) => [
    check('store_reservation_settings_seats_positive', sql`${t.seatsPerSlot} > 0`),
    check('store_reservation_settings_interval_range', sql`${t.intervalMinutes} between 5 and 240`),
    check('store_reservation_settings_last_seating_range', sql`${t.lastSeatingMinutes} between 0 and 600`),
    check('store_reservation_settings_party_positive', sql`${t.maxPartySize} > 0`),
    check('store_reservation_settings_days_range', sql`${t.daysAhead} between 0 and 365`),
    check('store_reservation_settings_notice_range', sql`${t.minNoticeMinutes} between 0 and 10080`),
  ],
);

/**
 * A customer's table reservation at a store, for one slot of a service day. Seats of a slot are the sum of the
 * party sizes of its confirmed reservations; a cancelled one keeps its row and frees its seats. Erased with the
 * account (docs/reservations.md).
 */
export const reservations = pgTable(
  'reservations',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    /** The service day: the date the opening window starts on. */
    serviceDate: date('service_date', { mode: 'string' }).notNull(),
    /** Wall-clock 'HH:mm' in America/Sao_Paulo. */
    slotTime: text('slot_time').notNull(),
    startsAt: instant('starts_at').notNull(),
    partySize: smallint('party_size').notNull(),
    nome: text('nome').notNull(),
    /** Masked '(61) 99999-9999'. */
    celular: text('celular').notNull(),
    status: text('status', { enum: ['confirmada', 'cancelada'] })
      .notNull()
      .default('confirmada'),
    createdAt: instant('created_at').notNull().defaultNow(),
    cancelledAt: instant('cancelled_at'),
  },
  (t) => [
    index('reservations_customer_idx').on(t.customerId, t.startsAt),
    index('reservations_slot_idx').on(t.storeId, t.startsAt).where(sql`${t.status} = 'confirmada'`),
    check('reservations_party_positive', sql`${t.partySize} > 0`),
    check('reservations_status_known', sql`${t.status} in ('confirmada', 'cancelada')`),
  ],
);
