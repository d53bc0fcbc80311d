import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';

export type DonationRow = typeof t.donations.$inferSelect;
export type NewDonation = typeof t.donations.$inferInsert;
type Settled = Partial<Pick<DonationRow, 'chargeId' | 'pixTxid' | 'pixBrCode' | 'pixExpiraEm' | 'motivo'>>;

/** Queries on donations. A status moves only from 'aguardando', so concurrent settlements apply once. */
export const donationsRepository = {
  async byKey(db: Db, customerId: number, key: string): Promise<DonationRow | null> {
    const [row] = await db
      .select()
      .from(t.donations)
      .where(and(eq(t.donations.customerId, customerId), eq(t.donations.idempotencyKey, key)));
    return row ?? null;
  },

  async byId(db: Db, customerId: number, id: number): Promise<DonationRow | null> {
    const [row] = await db
      .select()
      .from(t.donations)
      .where(and(eq(t.donations.customerId, customerId), eq(t.donations.id, id)));
    return row ?? null;
  },

  async find(db: Db, id: number): Promise<DonationRow | null> {
    const [row] = await db.select().from(t.donations).where(eq(t.donations.id, id));
    return row ?? null;
  },

  async byPixTxid(db: Db, txid: string): Promise<DonationRow | null> {
    const [row] = await db.select().from(t.donations).where(eq(t.donations.pixTxid, txid));
    return row ?? null;
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

  /** Records provider data while the donation still waits (or touches it for reconciliation). */
  async update(db: Db, id: number, values: Settled, at: Date): Promise<void> {
    await db
      .update(t.donations)
      .set({ ...values, updatedAt: at })
      .where(eq(t.donations.id, id));
  },

  /** Moves a waiting donation to its final status; false when it was no longer waiting. */
  async settle(
    db: Db,
    id: number,
    status: 'aprovado' | 'recusado' | 'expirado',
    values: Settled,
    at: Date,
  ): Promise<boolean> {
    const rows = await db
      .update(t.donations)
      .set({ ...values, status, updatedAt: at })
      .where(and(eq(t.donations.id, id), eq(t.donations.status, 'aguardando')))
      .returning({ id: t.donations.id });
    return rows.length > 0;
  },

  /**
   * A Pix confirmed after the donation was given up on (expired, refused): recorded as 'estorno_pendente' with its
   * end-to-end id, once; false when it was not in such a state (already paid or already being returned).
   */
  async lateConfirmed(db: Db, id: number, chargeId: string, at: Date): Promise<boolean> {
    const rows = await db
      .update(t.donations)
      .set({ status: 'estorno_pendente', chargeId, updatedAt: at })
      .where(and(eq(t.donations.id, id), inArray(t.donations.status, ['aguardando', 'recusado', 'expirado'])))
      .returning({ id: t.donations.id });
    return rows.length > 0;
  },

  /** Records a refund attempt: 'estornado' in full once accepted, else one more pending attempt counted. */
  async refundAttempted(
    db: Db,
    row: DonationRow,
    accepted: boolean,
    motivo: string,
    at: Date,
  ): Promise<void> {
    await db
      .update(t.donations)
      .set(
        accepted
          ? { status: 'estornado', valorEstornado: row.valor, motivo, updatedAt: at }
          : { estornoTentativas: row.estornoTentativas + 1, motivo, updatedAt: at },
      )
      .where(and(eq(t.donations.id, row.id), eq(t.donations.status, 'estorno_pendente')));
  },

  /** Donations whose money is still on its way back, oldest attempt first. */
  async refundsPending(db: Db, limit: number): Promise<DonationRow[]> {
    return db
      .select()
      .from(t.donations)
      .where(eq(t.donations.status, 'estorno_pendente'))
      .orderBy(asc(t.donations.updatedAt))
      .limit(limit);
  },

  async saveAnswer(db: Db, id: number, resposta: NonNullable<DonationRow['resposta']>): Promise<void> {
    await db.update(t.donations).set({ resposta }).where(eq(t.donations.id, id));
  },

  async waiting(db: Db, before: Date, limit: number): Promise<DonationRow[]> {
    return db
      .select()
      .from(t.donations)
      .where(and(eq(t.donations.status, 'aguardando'), lte(t.donations.updatedAt, before)))
      .orderBy(asc(t.donations.updatedAt))
      .limit(limit);
  },

  /** Whether the order is the customer's. */
  async ownsOrder(db: Db, customerId: number, orderId: number): Promise<boolean> {
    const [row] = await db
      .select({ id: t.orders.id })
      .from(t.orders)
      .where(and(eq(t.orders.id, orderId), eq(t.orders.customerId, customerId)));
    return Boolean(row);
  },
};
