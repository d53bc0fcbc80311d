import { and, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema/coupons.ts';
import { couponUses } from '../../db/schema/coupons.uses.ts';
import { catalogueNamesQueries } from '../menu/index.ts';

export type CouponRow = typeof t.coupons.$inferSelect & {
  categoriaNome: string | null;
  produtoNome: string | null;
};

/** A database handle or an open transaction. */
export type Executor = Pick<Db, 'select' | 'update' | 'insert'>;

/** Outcome of reserving one use of a coupon for a customer. */
export type CouponReservation =
  | { ok: true }
  | { ok: false; reason: 'not_found' | 'sold_out' | 'per_customer' };

/** Queries on coupons and their uses. */
export const couponsRepository = {
  async findByCode(db: Db, brandId: number, codigo: string): Promise<CouponRow | null> {
    const { categories, products } = catalogueNamesQueries(db);
    const [row] = await db
      .select({ coupon: t.coupons, categoriaNome: categories.nome, produtoNome: products.nome })
      .from(t.coupons)
      .leftJoin(categories, eq(categories.id, t.coupons.categoriaId))
      .leftJoin(products, eq(products.cod, t.coupons.produtoCod))
      .where(and(eq(t.coupons.brandId, brandId), eq(t.coupons.codigo, codigo)));
    return row ? { ...row.coupon, categoriaNome: row.categoriaNome, produtoNome: row.produtoNome } : null;
  },

  async usesByCustomer(db: Db, couponId: number, customerId: number): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(couponUses)
      .where(and(eq(couponUses.couponId, couponId), eq(couponUses.customerId, customerId)));
    return row?.n ?? 0;
  },
};

/**
 * Reserves one use of a coupon for a customer inside the caller's transaction (order placement). The coupon row
 * is locked (`for update`) so concurrent reservations queue: the total limit and the customer's own limit are
 * read after the previous reservation committed, and `usos` can never pass `limite_total` (a check constraint
 * guards it too). When the caller's transaction rolls back, the use goes with it.
 */
export async function reserveCouponUse(
  tx: Executor,
  couponId: number,
  customerId: number,
  orderId: number | null = null,
): Promise<CouponReservation> {
  const [coupon] = await tx
    .select({
      usos: t.coupons.usos,
      limiteTotal: t.coupons.limiteTotal,
      limitePorCliente: t.coupons.limitePorCliente,
    })
    .from(t.coupons)
    .where(and(eq(t.coupons.id, couponId), eq(t.coupons.ativo, true)))
    .for('update');
  if (!coupon) return { ok: false, reason: 'not_found' };
  if (coupon.limiteTotal !== null && coupon.usos >= coupon.limiteTotal)
    return { ok: false, reason: 'sold_out' };
  if (coupon.limitePorCliente !== null) {
    const [mine] = await tx
      .select({ n: count() })
      .from(couponUses)
      .where(and(eq(couponUses.couponId, couponId), eq(couponUses.customerId, customerId)));
    if ((mine?.n ?? 0) >= coupon.limitePorCliente) return { ok: false, reason: 'per_customer' };
  }
  const updated = await tx
    .update(t.coupons)
    .set({ usos: sql`${t.coupons.usos} + 1` })
    .where(
      and(
        eq(t.coupons.id, couponId),
        sql`(${t.coupons.limiteTotal} is null or ${t.coupons.usos} < ${t.coupons.limiteTotal})`,
      ),
    )
    .returning({ id: t.coupons.id });
  if (updated.length === 0) return { ok: false, reason: 'sold_out' };
  await tx.insert(couponUses).values({ couponId, customerId, orderId });
  return { ok: true };
}

/** Gives back the coupon use an order reserved (a cancelled order), in the caller's transaction, once. */
export async function releaseCouponForOrder(tx: Db, orderId: number): Promise<void> {
  const uses = await tx
    .delete(couponUses)
    .where(eq(couponUses.orderId, orderId))
    .returning({ couponId: couponUses.couponId });
  for (const use of uses)
    await tx
      .update(t.coupons)
      .set({ usos: sql`greatest(${t.coupons.usos} - 1, 0)` })
      .where(eq(t.coupons.id, use.couponId));
}

/**
 * The coupon row locked (`for update`): concurrent orders with the coupon queue here, before anything else. Answers
 * the loyalty benefit a 'beneficio' coupon spends (null for any other coupon).
 */
export async function lockCoupon(tx: Db, couponId: number): Promise<{ benefitId: number | null }> {
  const [row] = await tx
    .select({ benefitId: t.coupons.benefitId })
    .from(t.coupons)
    .where(eq(t.coupons.id, couponId))
    .for('update');
  return { benefitId: row?.benefitId ?? null };
}
