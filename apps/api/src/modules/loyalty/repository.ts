import type { StatementEntryInput } from '@comanda/domain';
import { and, asc, desc, eq, gt, gte, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import * as benefits from '../../db/schema/loyalty.benefits.ts';
import * as members from '../../db/schema/loyalty.ts';

const t = { ...benefits, ...members };

export type LoyaltyAccountRow = typeof t.loyaltyAccounts.$inferSelect;
export type LevelLookRow = typeof t.loyaltyLevels.$inferSelect;
export type BenefitRow = typeof t.loyaltyBenefits.$inferSelect;
export type PointEntryRow = typeof t.loyaltyPointEntries.$inferSelect;
export type WalletItemRow = typeof t.loyaltyWalletItems.$inferSelect;

/** A wallet item with the benefit it grants, as the wallet lists it. */
export interface WalletEntry {
  item: WalletItemRow;
  benefit: BenefitRow;
  /** The item's live hold ('ativa'), when the wallet lists it. */
  hold?: typeof t.loyaltyReservations.$inferSelect | null;
}

/** A ledger entry to write: the event's key makes a replay write nothing. */
export interface NewPointEntry {
  customerId: number;
  tipo: PointEntryRow['tipo'];
  pontos: number;
  chave: string;
  orderId: number | null;
  estornaId: number | null;
  motivo: string | null;
  at: Date;
}

/** The loyalty tables: membership, the points ledger and its cached balance, and the brand's levels and benefits. */
export const loyaltyRepository = {
  async account(db: Db, customerId: number): Promise<LoyaltyAccountRow | null> {
    const [row] = await db
      .select()
      .from(t.loyaltyAccounts)
      .where(eq(t.loyaltyAccounts.customerId, customerId));
    return row ?? null;
  },

  /** The member's row, locked until the transaction ends (ledger writes queue behind each other). */
  async lockAccount(tx: Db, customerId: number): Promise<LoyaltyAccountRow | null> {
    const [row] = await tx
      .select()
      .from(t.loyaltyAccounts)
      .where(eq(t.loyaltyAccounts.customerId, customerId))
      .for('update');
    return row ?? null;
  },

  /** Joins the programme; a member joining again changes nothing. Answers whether the row is new. */
  async join(db: Db, customerId: number, termsVersion: string, at: Date): Promise<boolean> {
    const rows = await db
      .insert(t.loyaltyAccounts)
      .values({ customerId, joinedAt: at, termsVersion, updatedAt: at })
      .onConflictDoNothing()
      .returning({ customerId: t.loyaltyAccounts.customerId });
    return rows.length > 0;
  },

  /**
   * Writes one ledger entry and moves the cached balance by the same points, in the caller's transaction (which
   * holds the member's row, `lockAccount`): a replayed key inserts nothing and moves nothing. Answers the entry
   * written, or null for a replay.
   */
  async addEntry(tx: Db, entry: NewPointEntry): Promise<PointEntryRow | null> {
    const { at, ...values } = entry;
    const [row] = await tx
      .insert(t.loyaltyPointEntries)
      .values({ ...values, createdAt: at })
      .onConflictDoNothing({ target: t.loyaltyPointEntries.chave })
      .returning();
    if (!row) return null;
    await tx
      .update(t.loyaltyAccounts)
      .set({ saldoPontos: sql`${t.loyaltyAccounts.saldoPontos} + ${row.pontos}`, updatedAt: at })
      .where(eq(t.loyaltyAccounts.customerId, row.customerId));
    return row;
  },

  async entryByKey(db: Db, chave: string): Promise<PointEntryRow | null> {
    const [row] = await db.select().from(t.loyaltyPointEntries).where(eq(t.loyaltyPointEntries.chave, chave));
    return row ?? null;
  },

  /** The member's entries since `from`, newest first. */
  entriesSince(db: Db, customerId: number, from: Date): Promise<PointEntryRow[]> {
    return db
      .select()
      .from(t.loyaltyPointEntries)
      .where(
        and(eq(t.loyaltyPointEntries.customerId, customerId), gte(t.loyaltyPointEntries.createdAt, from)),
      )
      .orderBy(desc(t.loyaltyPointEntries.createdAt), desc(t.loyaltyPointEntries.id));
  },

  /** The wallet's events since `from`, as the statement lists them: items received, and items used by an order. */
  async walletEventsSince(db: Db, customerId: number, from: Date): Promise<StatementEntryInput[]> {
    const rows = await db
      .select({
        grantedAt: t.loyaltyWalletItems.grantedAt,
        usedAt: t.loyaltyWalletItems.usedAt,
        orderId: t.loyaltyWalletItems.orderId,
        nome: t.loyaltyBenefits.nome,
      })
      .from(t.loyaltyWalletItems)
      .innerJoin(t.loyaltyBenefits, eq(t.loyaltyBenefits.id, t.loyaltyWalletItems.benefitId))
      .where(
        and(
          eq(t.loyaltyWalletItems.customerId, customerId),
          or(gte(t.loyaltyWalletItems.grantedAt, from), gte(t.loyaltyWalletItems.usedAt, from)),
        ),
      );
    return rows.flatMap((row) => [
      ...(row.grantedAt >= from
        ? [
            {
              tipo: 'beneficio_concedido' as const,
              pontos: 0,
              createdAt: row.grantedAt,
              orderId: null,
              motivo: row.nome,
            },
          ]
        : []),
      ...(row.usedAt && row.usedAt >= from
        ? [
            {
              tipo: 'beneficio_utilizado' as const,
              pontos: 0,
              createdAt: row.usedAt,
              orderId: row.orderId,
              motivo: row.nome,
            },
          ]
        : []),
    ]);
  },

  /** Σ points of the member's entries: what the cached balance must equal. */
  async ledgerSum(db: Db, customerId: number): Promise<number> {
    const [row] = await db
      .select({ sum: sql<number>`coalesce(sum(${t.loyaltyPointEntries.pontos}), 0)`.mapWith(Number) })
      .from(t.loyaltyPointEntries)
      .where(eq(t.loyaltyPointEntries.customerId, customerId));
    return row?.sum ?? 0;
  },

  levels(db: Db, brandId: number): Promise<LevelLookRow[]> {
    return db
      .select()
      .from(t.loyaltyLevels)
      .where(eq(t.loyaltyLevels.brandId, brandId))
      .orderBy(asc(t.loyaltyLevels.nivel));
  },

  activeBenefits(db: Db, brandId: number): Promise<BenefitRow[]> {
    return db
      .select()
      .from(t.loyaltyBenefits)
      .where(and(eq(t.loyaltyBenefits.brandId, brandId), eq(t.loyaltyBenefits.ativo, true)))
      .orderBy(asc(t.loyaltyBenefits.nivel), asc(t.loyaltyBenefits.id));
  },

  /** Puts the grants due into the member's wallet; a grant already held for its period is left as it is. */
  async grant(
    tx: Db,
    customerId: number,
    grants: ReadonlyArray<{ benefitId: number; chave: string; validoAte: Date | null }>,
    at: Date,
  ): Promise<number> {
    if (grants.length === 0) return 0;
    const rows = await tx
      .insert(t.loyaltyWalletItems)
      .values(
        grants.map((g) => ({
          customerId,
          benefitId: g.benefitId,
          chaveConcessao: g.chave,
          estado: 'disponivel' as const,
          grantedAt: at,
          validoAte: g.validoAte,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: t.loyaltyWalletItems.id });
    return rows.length;
  },

  /** The member's wallet, newest grant first. */
  wallet(db: Db, customerId: number): Promise<WalletEntry[]> {
    return db
      .select({ item: t.loyaltyWalletItems, benefit: t.loyaltyBenefits, hold: t.loyaltyReservations })
      .from(t.loyaltyWalletItems)
      .innerJoin(t.loyaltyBenefits, eq(t.loyaltyBenefits.id, t.loyaltyWalletItems.benefitId))
      .leftJoin(
        t.loyaltyReservations,
        and(
          eq(t.loyaltyReservations.walletItemId, t.loyaltyWalletItems.id),
          eq(t.loyaltyReservations.estado, 'ativa'),
        ),
      )
      .where(eq(t.loyaltyWalletItems.customerId, customerId))
      .orderBy(desc(t.loyaltyWalletItems.grantedAt), desc(t.loyaltyWalletItems.id));
  },

  /** Whether the member holds an available, unexpired wallet item of the benefit. */
  async holdsBenefit(db: Db, customerId: number, benefitId: number, now: Date): Promise<boolean> {
    const rows = await db
      .select({ id: t.loyaltyWalletItems.id })
      .from(t.loyaltyWalletItems)
      .where(
        and(
          eq(t.loyaltyWalletItems.customerId, customerId),
          eq(t.loyaltyWalletItems.benefitId, benefitId),
          eq(t.loyaltyWalletItems.estado, 'disponivel'),
          or(isNull(t.loyaltyWalletItems.validoAte), gt(t.loyaltyWalletItems.validoAte, now)),
        ),
      )
      .limit(1);
    return rows.length > 0;
  },

  /** Erasure: the membership goes; ledger entries stay against the anonymised customer, like orders. */
  async erase(tx: Db, customerId: number): Promise<void> {
    await tx.delete(t.loyaltyReservations).where(eq(t.loyaltyReservations.customerId, customerId));
    await tx.delete(t.loyaltyWalletItems).where(eq(t.loyaltyWalletItems.customerId, customerId));
    await tx.delete(t.loyaltyAccounts).where(eq(t.loyaltyAccounts.customerId, customerId));
  },
};
