import { and, asc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { loyaltyReservations, loyaltyWalletItems } from '../../db/schema/loyalty.ts';

/**
 * Spending wallet items inside an order's transaction (docs/loyalty.md): locked before the order row is written,
 * marked used by it once written, and given back when the order is cancelled or its payment fails.
 */

/**
 * The member's oldest usable item of a benefit (the one a benefit coupon spends), locked until the transaction ends;
 * null when they hold none (two orders racing for one item: the second finds none once the first has used it).
 */
export async function lockBenefitItem(
  tx: Db,
  customerId: number,
  benefitId: number,
  now: Date,
): Promise<number | null> {
  const [row] = await tx
    .select({ id: loyaltyWalletItems.id })
    .from(loyaltyWalletItems)
    .where(
      and(
        eq(loyaltyWalletItems.customerId, customerId),
        eq(loyaltyWalletItems.benefitId, benefitId),
        eq(loyaltyWalletItems.estado, 'disponivel'),
        or(isNull(loyaltyWalletItems.validoAte), gt(loyaltyWalletItems.validoAte, now)),
      ),
    )
    .orderBy(sql`${loyaltyWalletItems.validoAte} asc nulls last`, asc(loyaltyWalletItems.id))
    .limit(1)
    .for('update');
  return row?.id ?? null;
}

/** The locked item is used by the order just written. */
export async function consumeBenefitItem(tx: Db, itemId: number, orderId: number, at: Date): Promise<void> {
  await tx
    .update(loyaltyWalletItems)
    .set({ estado: 'utilizado', usedAt: at, orderId })
    .where(eq(loyaltyWalletItems.id, itemId));
}

/**
 * The order was cancelled or its payment failed: what it used goes back to the wallet ('expirado' past its
 * validity), its holds are ended. In the caller's transaction, the order locked, so it happens once.
 */
export async function releaseBenefitsForOrder(tx: Db, orderId: number, at: Date): Promise<void> {
  await tx
    .update(loyaltyWalletItems)
    .set({
      estado: sql`case when ${loyaltyWalletItems.validoAte} is not null and ${loyaltyWalletItems.validoAte} <= ${at} then 'expirado' else 'disponivel' end`,
      usedAt: null,
      orderId: null,
    })
    .where(and(eq(loyaltyWalletItems.orderId, orderId), eq(loyaltyWalletItems.estado, 'utilizado')));
  await tx
    .update(loyaltyReservations)
    .set({ estado: 'liberada', orderId: null, endedAt: at })
    .where(and(eq(loyaltyReservations.orderId, orderId), eq(loyaltyReservations.estado, 'consumida')));
}
