import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema/donations.ts';
import { fieldsOf } from '../../db/subquery.ts';
import { type PaymentRow, paymentsOfKind } from '../payments/index.ts';

export type DonationRow = typeof t.donations.$inferSelect;
export type NewDonation = typeof t.donations.$inferInsert;
/** A donation as the customer reads it: the row and its payment. */
export interface DonationRecord {
  donation: DonationRow;
  payment: PaymentRow;
}

/** The donations `where` selects with their payments, newest first. */
function recordsWhere(db: Db, where: SQL | undefined): Promise<DonationRecord[]> {
  const payment = paymentsOfKind(db, 'doacao');
  return db
    .select({ donation: t.donations, payment: fieldsOf(payment) })
    .from(t.donations)
    .innerJoin(payment, eq(payment.payableId, t.donations.id))
    .where(where)
    .orderBy(desc(t.donations.createdAt), desc(t.donations.id));
}

/** Queries on donations; their payments are the payments module's. */
export const donationsRepository = {
  async byKey(db: Db, customerId: number, key: string): Promise<DonationRow | null> {
    const [row] = await db
      .select()
      .from(t.donations)
      .where(and(eq(t.donations.customerId, customerId), eq(t.donations.idempotencyKey, key)));
    return row ?? null;
  },

  /** One of the customer's donations with its payment; anyone else's is null. */
  async record(db: Db, customerId: number, id: number): Promise<DonationRecord | null> {
    const [row] = await recordsWhere(db, and(eq(t.donations.customerId, customerId), eq(t.donations.id, id)));
    return row ?? null;
  },

  /** Every donation of the customer with its payment, newest first (the data export). */
  ofCustomer(db: Db, customerId: number): Promise<DonationRecord[]> {
    return recordsWhere(db, eq(t.donations.customerId, customerId));
  },

  /** The donation locked (`for update`) while its payment settles. */
  async lock(tx: Db, id: number): Promise<boolean> {
    const [row] = await tx
      .select({ id: t.donations.id })
      .from(t.donations)
      .where(eq(t.donations.id, id))
      .for('update');
    return Boolean(row);
  },

  /** Inserts the donation unless the customer already used the key (null then). */
  async insert(db: Db, values: NewDonation): Promise<DonationRow | null> {
    const [row] = await db
      .insert(t.donations)
      .values(values)
      .onConflictDoNothing({ target: [t.donations.customerId, t.donations.idempotencyKey] })
      .returning();
    return row ?? null;
  },

  async saveAnswer(db: Db, id: number, resposta: NonNullable<DonationRow['resposta']>): Promise<void> {
    await db.update(t.donations).set({ resposta }).where(eq(t.donations.id, id));
  },
};
