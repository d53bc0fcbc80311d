import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { paymentCustomers, savedCards } from '../../db/schema/cards.ts';
import type { CardProviderName } from '../../providers/payments/index.ts';
import { lockCustomer } from '../account/index.ts';

export type SavedCardRow = typeof savedCards.$inferSelect;
export type NewSavedCard = Omit<
  typeof savedCards.$inferInsert,
  'id' | 'customerId' | 'falhaTransacao' | 'createdAt' | 'updatedAt'
>;

/** Queries on one customer's saved cards and provider records; every one is scoped by customer id. */
export const cardsRepository = {
  /** The most recently saved first (§4: a new card goes to the front of the list). */
  list(db: Db, customerId: number): Promise<SavedCardRow[]> {
    return db
      .select()
      .from(savedCards)
      .where(eq(savedCards.customerId, customerId))
      .orderBy(desc(savedCards.createdAt), desc(savedCards.id));
  },

  async byId(db: Db, customerId: number, id: number): Promise<SavedCardRow | undefined> {
    const [row] = await db
      .select()
      .from(savedCards)
      .where(and(eq(savedCards.id, id), eq(savedCards.customerId, customerId)));
    return row;
  },

  /** Serialises card additions of one customer across processes: the 5-card limit is counted under it. */
  async lockCustomer(tx: Db, customerId: number): Promise<void> {
    await lockCustomer(tx, customerId);
  },

  async count(db: Db, customerId: number): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(savedCards)
      .where(eq(savedCards.customerId, customerId));
    return row?.n ?? 0;
  },

  async insert(tx: Db, customerId: number, card: NewSavedCard, now: Date): Promise<SavedCardRow> {
    const [row] = await tx
      .insert(savedCards)
      .values({ ...card, customerId, createdAt: now, updatedAt: now })
      .returning();
    return row!;
  },

  async remove(db: Db, customerId: number, id: number): Promise<SavedCardRow | undefined> {
    const [row] = await db
      .delete(savedCards)
      .where(and(eq(savedCards.id, id), eq(savedCards.customerId, customerId)))
      .returning();
    return row;
  },

  /** Sets `falha_transacao` 1; answers the card, or undefined when it is not the customer's. */
  async flagUnusable(db: Db, customerId: number, id: number, now: Date): Promise<SavedCardRow | undefined> {
    const [row] = await db
      .update(savedCards)
      .set({ falhaTransacao: true, updatedAt: now })
      .where(and(eq(savedCards.id, id), eq(savedCards.customerId, customerId)))
      .returning();
    return row;
  },

  async providerCustomer(db: Db, customerId: number, provider: CardProviderName): Promise<string | null> {
    const [row] = await db
      .select({ id: paymentCustomers.providerCustomerId })
      .from(paymentCustomers)
      .where(and(eq(paymentCustomers.customerId, customerId), eq(paymentCustomers.provider, provider)));
    return row?.id ?? null;
  },

  /** Records the customer's provider record unless one is already recorded (the first one stays). */
  async insertProviderCustomer(
    tx: Db,
    customerId: number,
    provider: CardProviderName,
    providerCustomerId: string,
    now: Date,
  ): Promise<void> {
    await tx
      .insert(paymentCustomers)
      .values({ customerId, provider, providerCustomerId, createdAt: now })
      .onConflictDoNothing();
  },

  /** Account deletion: every card row and provider record of the customer. */
  async removeAll(tx: Db, customerId: number): Promise<void> {
    await tx.delete(savedCards).where(eq(savedCards.customerId, customerId));
    await tx.delete(paymentCustomers).where(eq(paymentCustomers.customerId, customerId));
  },
};
