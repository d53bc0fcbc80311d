import type { PayableKind } from '@comanda/domain';
import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema/payments.ts';

export type PaymentRow = typeof t.payments.$inferSelect;
export type NewPayment = typeof t.payments.$inferInsert;
/** What settling a payment may record besides its status. */
export type PaymentChanges = Partial<Omit<NewPayment, 'payableKind' | 'payableId' | 'customerId' | 'valor'>>;

/** Which payment: its payable's kind and id. */
export interface PaymentRef {
  payableKind: PayableKind;
  payableId: number;
}

const of = (ref: PaymentRef) =>
  and(eq(t.payments.payableKind, ref.payableKind), eq(t.payments.payableId, ref.payableId));

/** Queries on the payments table: only the payments module reads or writes it. */
export const paymentRecords = {
  async insert(db: Db, values: NewPayment): Promise<PaymentRow> {
    const [row] = await db.insert(t.payments).values(values).returning();
    return row!;
  },

  async find(db: Db, ref: PaymentRef): Promise<PaymentRow | null> {
    const [row] = await db.select().from(t.payments).where(of(ref));
    return row ?? null;
  },

  /** The payment locked (`for update`), after its payable: settlements of one payment queue here. */
  async lock(tx: Db, ref: PaymentRef): Promise<PaymentRow | null> {
    const [row] = await tx.select().from(t.payments).where(of(ref)).for('update');
    return row ?? null;
  },

  async byPixTxid(db: Db, txid: string): Promise<PaymentRow | null> {
    const [row] = await db.select().from(t.payments).where(eq(t.payments.pixTxid, txid));
    return row ?? null;
  },

  async update(tx: Db, ref: PaymentRef, values: PaymentChanges, at: Date): Promise<void> {
    await tx
      .update(t.payments)
      .set({ ...values, updatedAt: at })
      .where(of(ref));
  },

  /**
   * Records the outcome of a refund attempt on a paid payment: 'estornado' in full once the provider accepted it,
   * else 'estorno_pendente' with one more attempt counted. Never moves a payment already refunded.
   */
  async refundAttempted(
    db: Db,
    payment: PaymentRow,
    accepted: boolean,
    at: Date,
    motivo: string | undefined,
  ): Promise<void> {
    const reason = motivo === undefined ? {} : { motivo };
    await db
      .update(t.payments)
      .set(
        accepted
          ? { status: 'estornado', valorEstornado: payment.valor, estornadoEm: at, updatedAt: at, ...reason }
          : {
              status: 'estorno_pendente',
              estornoTentativas: payment.estornoTentativas + 1,
              updatedAt: at,
              ...reason,
            },
      )
      .where(and(of(payment), inArray(t.payments.status, ['aprovado', 'estorno_pendente'])));
  },

  /** Payments still waiting for the provider or the customer, last touched before `before`, oldest first. */
  async waiting(db: Db, before: Date, limit: number): Promise<PaymentRow[]> {
    return db
      .select()
      .from(t.payments)
      .where(and(eq(t.payments.status, 'aguardando'), lte(t.payments.updatedAt, before)))
      .orderBy(asc(t.payments.updatedAt))
      .limit(limit);
  },

  /** Refunds asked of a provider and not yet confirmed, oldest attempt first. */
  async refundsPending(db: Db, limit: number): Promise<PaymentRow[]> {
    return db
      .select()
      .from(t.payments)
      .where(eq(t.payments.status, 'estorno_pendente'))
      .orderBy(asc(t.payments.updatedAt))
      .limit(limit);
  },
};
