import type { LoyaltyBenefitQuery } from '@comanda/contract';
import { LOYALTY_BRAND_ID } from '@comanda/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { loyaltyBenefits } from '../../db/schema/loyalty.benefits.ts';
import { loyaltyReservations, loyaltyWalletItems } from '../../db/schema/loyalty.ts';

/** A product benefit held for a bag: the wallet item, its live hold and the product it gives. */
export interface HeldBenefit {
  itemId: number;
  holdId: number;
  produtoCod: number;
}

/**
 * The bag's benefit queries checked against the holds (§4 benefit check): each names a wallet item of this customer,
 * 'reservado' by a live hold ('ativa', not expired) for this store, of the benefit and version the query says, and a
 * product benefit. Answers the held benefits in the queries' order, or null when any fails or two name one item.
 * With `lock`, the items are locked in id order until the transaction ends (an order spending them).
 */
export async function heldBenefits(
  db: Db,
  check: {
    customerId: number;
    storeId: number;
    queries: readonly LoyaltyBenefitQuery[];
    now: Date;
    lock?: boolean;
  },
): Promise<HeldBenefit[] | null> {
  const { queries } = check;
  if (queries.length === 0) return [];
  const ids = queries.map((q) => q.sequencial);
  if (new Set(ids).size !== ids.length) return null;
  const select = db
    .select({
      item: loyaltyWalletItems,
      benefit: {
        id: loyaltyBenefits.id,
        versao: loyaltyBenefits.versao,
        produtoCod: loyaltyBenefits.produtoCod,
      },
      hold: loyaltyReservations,
    })
    .from(loyaltyWalletItems)
    .innerJoin(loyaltyBenefits, eq(loyaltyBenefits.id, loyaltyWalletItems.benefitId))
    .innerJoin(
      loyaltyReservations,
      and(
        eq(loyaltyReservations.walletItemId, loyaltyWalletItems.id),
        eq(loyaltyReservations.estado, 'ativa'),
      ),
    )
    .where(and(inArray(loyaltyWalletItems.id, ids), eq(loyaltyWalletItems.customerId, check.customerId)))
    .orderBy(asc(loyaltyWalletItems.id));
  const rows = check.lock ? await select.for('update', { of: loyaltyWalletItems }) : await select;
  const byItem = new Map(rows.map((row) => [row.item.id, row]));
  const held: HeldBenefit[] = [];
  for (const query of queries) {
    const row = byItem.get(query.sequencial);
    if (
      !row ||
      row.benefit.produtoCod === null ||
      row.item.estado !== 'reservado' ||
      row.hold.customerId !== check.customerId ||
      row.hold.storeId !== check.storeId ||
      row.hold.expiresAt <= check.now ||
      query.loja_id !== check.storeId ||
      query.id_empresa_cupom !== LOYALTY_BRAND_ID ||
      query.id_cupom !== row.benefit.id ||
      query.versao_cupom !== row.benefit.versao ||
      row.hold.versaoCupom !== row.benefit.versao
    )
      return null;
    held.push({ itemId: row.item.id, holdId: row.hold.id, produtoCod: row.benefit.produtoCod });
  }
  return held;
}

/** The held items are used by the order just written, and their holds end with it ('consumida'). */
export async function consumeHeldBenefits(
  tx: Db,
  held: readonly HeldBenefit[],
  orderId: number,
  at: Date,
): Promise<void> {
  if (held.length === 0) return;
  await tx
    .update(loyaltyWalletItems)
    .set({ estado: 'utilizado', usedAt: at, orderId })
    .where(
      inArray(
        loyaltyWalletItems.id,
        held.map((h) => h.itemId),
      ),
    );
  await tx
    .update(loyaltyReservations)
    .set({ estado: 'consumida', orderId, endedAt: at })
    .where(
      inArray(
        loyaltyReservations.id,
        held.map((h) => h.holdId),
      ),
    );
}
