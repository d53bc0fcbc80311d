import { and, asc, count, eq, gt, gte, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema/gift-cards.ts';

export type GiftCardRow = typeof t.giftCards.$inferSelect;

/** A database handle or an open transaction. */
export type Executor = Pick<Db, 'select' | 'update' | 'insert'>;

/** Queries on gift cards, their password attempts and validation grants. */
export const giftCardsRepository = {
  async findByNumber(db: Db, numero: string): Promise<GiftCardRow | null> {
    const [row] = await db.select().from(t.giftCards).where(eq(t.giftCards.numero, numero));
    return row ?? null;
  },

  /** Records a password attempt as failed before the password is checked; returns its id. */
  async recordAttempt(db: Db, cardId: number | null, ip: string, at: Date): Promise<number> {
    const [row] = await db
      .insert(t.giftCardAttempts)
      .values({ cardId, ip, createdAt: at })
      .returning({ id: t.giftCardAttempts.id });
    if (!row) throw new Error('attempt not recorded');
    return row.id;
  },

  async markAttemptSucceeded(db: Db, id: number): Promise<void> {
    await db.update(t.giftCardAttempts).set({ sucesso: true }).where(eq(t.giftCardAttempts.id, id));
  },

  /** Forgets an attempt that was refused before its password was checked (so a lockout does not extend itself). */
  async dropAttempt(db: Db, id: number): Promise<void> {
    await db.delete(t.giftCardAttempts).where(eq(t.giftCardAttempts.id, id));
  },

  async failuresForCard(db: Db, cardId: number, since: Date): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(t.giftCardAttempts)
      .where(
        and(
          eq(t.giftCardAttempts.cardId, cardId),
          eq(t.giftCardAttempts.sucesso, false),
          gte(t.giftCardAttempts.createdAt, since),
        ),
      );
    return row?.n ?? 0;
  },

  async failuresForIp(db: Db, ip: string, since: Date): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(t.giftCardAttempts)
      .where(
        and(
          eq(t.giftCardAttempts.ip, ip),
          eq(t.giftCardAttempts.sucesso, false),
          gte(t.giftCardAttempts.createdAt, since),
        ),
      );
    return row?.n ?? 0;
  },

  async grant(db: Db, cardId: number, tokenHash: string, expiresAt: Date): Promise<void> {
    await db.insert(t.giftCardGrants).values({ cardId, tokenHash, expiresAt });
  },

  async findByGrant(db: Db, tokenHash: string, now: Date): Promise<GiftCardRow | null> {
    const [row] = await db
      .select({ card: t.giftCards })
      .from(t.giftCardGrants)
      .innerJoin(t.giftCards, eq(t.giftCards.id, t.giftCardGrants.cardId))
      .where(and(eq(t.giftCardGrants.tokenHash, tokenHash), gt(t.giftCardGrants.expiresAt, now)));
    return row?.card ?? null;
  },

  /** Moves a live grant to another token hash (a visitor's token claimed by a customer); null when already gone. */
  async claimGrant(db: Db, fromHash: string, toHash: string, now: Date): Promise<GiftCardRow | null> {
    const [grant] = await db
      .update(t.giftCardGrants)
      .set({ tokenHash: toHash })
      .where(and(eq(t.giftCardGrants.tokenHash, fromHash), gt(t.giftCardGrants.expiresAt, now)))
      .returning({ cardId: t.giftCardGrants.cardId });
    if (!grant) return null;
    const [card] = await db.select().from(t.giftCards).where(eq(t.giftCards.id, grant.cardId));
    return card ?? null;
  },

  /** Removes expired grants and week-old attempts; called now and then so the tables stay small. */
  async prune(db: Db, now: Date): Promise<void> {
    await db.delete(t.giftCardGrants).where(sql`${t.giftCardGrants.expiresAt} <= ${now}`);
    await db
      .delete(t.giftCardAttempts)
      .where(sql`${t.giftCardAttempts.createdAt} < ${new Date(now.getTime() - 7 * 24 * 3600_000)}`);
  },
};

/** Outcome of a debit: the balance left, or why nothing was debited. */
export type GiftCardDebitResult =
  | { ok: true; saldo: number }
  | { ok: false; reason: 'insufficient_balance' | 'unavailable' };

/**
 * Debits `amount` centavos from a card inside the caller's transaction (order placement). One conditional UPDATE
 * (`saldo >= amount`, not blocked, not past its expiry date in São Paulo) so concurrent debits can never take the
 * balance below zero nor debit more than it holds; each debit is also written to gift_card_debits.
 */
export async function debitGiftCard(
  tx: Executor,
  cardId: number,
  amount: number,
  orderId: number | null = null,
): Promise<GiftCardDebitResult> {
  if (!Number.isSafeInteger(amount) || amount <= 0)
    throw new RangeError(`debit must be positive centavos: ${amount}`);
  const [row] = await tx
    .update(t.giftCards)
    .set({ saldo: sql`${t.giftCards.saldo} - ${amount}` })
    .where(
      and(
        eq(t.giftCards.id, cardId),
        gte(t.giftCards.saldo, amount),
        eq(t.giftCards.bloqueado, false),
        sql`${t.giftCards.validade} >= (now() at time zone 'America/Sao_Paulo')::date`,
      ),
    )
    .returning({ saldo: t.giftCards.saldo });
  if (!row) {
    const [card] = await tx
      .select({ saldo: t.giftCards.saldo })
      .from(t.giftCards)
      .where(and(eq(t.giftCards.id, cardId), eq(t.giftCards.bloqueado, false)));
    return { ok: false, reason: card && card.saldo < amount ? 'insufficient_balance' : 'unavailable' };
  }
  await tx.insert(t.giftCardDebits).values({ cardId, valor: amount, orderId });
  return { ok: true, saldo: row.saldo };
}

/**
 * Gives back every gift-card debit of an order not given back yet (a cancelled order), in the caller's
 * transaction: each debit is marked returned and its amount credited to its card, cards in id order (the lock
 * order of `debitGiftCard`), once.
 */
export async function releaseGiftCardsForOrder(tx: Db, orderId: number, at: Date): Promise<void> {
  const debits = await tx
    .update(t.giftCardDebits)
    .set({ estornadoEm: at })
    .where(and(eq(t.giftCardDebits.orderId, orderId), isNull(t.giftCardDebits.estornadoEm)))
    .returning({ cardId: t.giftCardDebits.cardId, valor: t.giftCardDebits.valor });
  for (const debit of debits.sort((a, b) => a.cardId - b.cardId))
    await tx
      .update(t.giftCards)
      .set({ saldo: sql`${t.giftCards.saldo} + ${debit.valor}` })
      .where(eq(t.giftCards.id, debit.cardId));
}

/** Gift cards locked in id order (so concurrent orders never deadlock), with their balances now. */
export function lockGiftCards(tx: Db, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return tx
    .select({ id: t.giftCards.id, numero: t.giftCards.numero, saldo: t.giftCards.saldo })
    .from(t.giftCards)
    .where(inArray(t.giftCards.id, [...ids]))
    .orderBy(asc(t.giftCards.id))
    .for('update');
}

/** The cards an order was paid with and how much each gave, in the order they were debited. */
export function giftCardDebitsOfOrder(
  db: Db,
  orderId: number,
): Promise<Array<{ numero: string; valor: number }>> {
  return db
    .select({ numero: t.giftCards.numero, valor: t.giftCardDebits.valor })
    .from(t.giftCardDebits)
    .innerJoin(t.giftCards, eq(t.giftCards.id, t.giftCardDebits.cardId))
    .where(eq(t.giftCardDebits.orderId, orderId))
    .orderBy(asc(t.giftCardDebits.id));
}
