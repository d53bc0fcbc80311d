import { and, eq, inArray, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { loyaltyBenefits } from '../../db/schema/loyalty.benefits.ts';
import { loyaltyReservations, loyaltyWalletItems } from '../../db/schema/loyalty.ts';
import type { WalletEntry } from './repository.ts';

export type ReservationRow = typeof loyaltyReservations.$inferSelect;

/** Wallet items held for a bag (§3 coupon reservation): the item and its hold move together, in one transaction. */
export const reservationsRepository = {
  /** The wallet item with its benefit, locked until the transaction ends. */
  async lockItem(tx: Db, itemId: number): Promise<WalletEntry | null> {
    const [row] = await tx
      .select({ item: loyaltyWalletItems, benefit: loyaltyBenefits })
      .from(loyaltyWalletItems)
      .innerJoin(loyaltyBenefits, eq(loyaltyBenefits.id, loyaltyWalletItems.benefitId))
      .where(eq(loyaltyWalletItems.id, itemId))
      .for('update', { of: loyaltyWalletItems });
    return row ?? null;
  },

  /** Ends the member's holds whose time is up and makes their items available again. */
  async expireStale(tx: Db, customerId: number, now: Date): Promise<void> {
    const ended = await tx
      .update(loyaltyReservations)
      .set({ estado: 'expirada', endedAt: now })
      .where(
        and(
          eq(loyaltyReservations.customerId, customerId),
          eq(loyaltyReservations.estado, 'ativa'),
          lte(loyaltyReservations.expiresAt, now),
        ),
      )
      .returning({ itemId: loyaltyReservations.walletItemId });
    if (ended.length)
      await tx
        .update(loyaltyWalletItems)
        .set({ estado: 'disponivel' })
        .where(
          and(
            inArray(
              loyaltyWalletItems.id,
              ended.map((row) => row.itemId),
            ),
            eq(loyaltyWalletItems.estado, 'reservado'),
          ),
        );
  },

  async reserve(
    tx: Db,
    hold: {
      itemId: number;
      customerId: number;
      storeId: number | null;
      versao: number;
      at: Date;
      expiresAt: Date;
    },
  ): Promise<void> {
    await tx.insert(loyaltyReservations).values({
      walletItemId: hold.itemId,
      customerId: hold.customerId,
      storeId: hold.storeId,
      versaoCupom: hold.versao,
      estado: 'ativa',
      createdAt: hold.at,
      expiresAt: hold.expiresAt,
    });
    await tx
      .update(loyaltyWalletItems)
      .set({ estado: 'reservado' })
      .where(eq(loyaltyWalletItems.id, hold.itemId));
  },

  /** The item's live hold for this customer ('ativa'), if any. */
  async activeHold(tx: Db, customerId: number, itemId: number): Promise<ReservationRow | null> {
    const [row] = await tx
      .select()
      .from(loyaltyReservations)
      .where(
        and(
          eq(loyaltyReservations.customerId, customerId),
          eq(loyaltyReservations.walletItemId, itemId),
          eq(loyaltyReservations.estado, 'ativa'),
        ),
      );
    return row ?? null;
  },

  async renew(tx: Db, reservationId: number, expiresAt: Date): Promise<void> {
    await tx.update(loyaltyReservations).set({ expiresAt }).where(eq(loyaltyReservations.id, reservationId));
  },

  /** Ends a hold ('liberada') and makes its item available again. */
  async release(tx: Db, hold: ReservationRow, at: Date): Promise<void> {
    await tx
      .update(loyaltyReservations)
      .set({ estado: 'liberada', endedAt: at })
      .where(eq(loyaltyReservations.id, hold.id));
    await tx
      .update(loyaltyWalletItems)
      .set({ estado: 'disponivel' })
      .where(and(eq(loyaltyWalletItems.id, hold.walletItemId), eq(loyaltyWalletItems.estado, 'reservado')));
  },
};
