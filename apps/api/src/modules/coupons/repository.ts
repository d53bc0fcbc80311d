import { and, count, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';

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
    const [row] = await db
      .select({ coupon: t.coupons, categoriaNome: t.categories.nome, produtoNome: t.products.nome })
      .from(t.coupons)
      .leftJoin(t.categories, eq(t.categories.id, t.coupons.categoriaId))
      .leftJoin(t.products, eq(t.products.cod, t.coupons.produtoCod))
      .where(and(eq(t.coupons.brandId, brandId), eq(t.coupons.codigo, codigo)));
    return row ? { ...row.coupon, categoriaNome: row.categoriaNome, produtoNome: row.produtoNome } : null;
  },

  async usesByCustomer(db: Db, couponId: number, customerId: number): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(t.couponUses)
      .where(and(eq(t.couponUses.couponId, couponId), eq(t.couponUses.customerId, customerId)));
    return row?.n ?? 0;
  },

  /** Orders the customer has placed and not cancelled (first-order coupons). */
  async customerOrderCount(db: Db, customerId: number): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(t.orders)
      .where(and(eq(t.orders.customerId, customerId), ne(t.orders.status, 'Cancelado')));
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
      .from(t.couponUses)
      .where(and(eq(t.couponUses.couponId, couponId), eq(t.couponUses.customerId, customerId)));
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
  await tx.insert(t.couponUses).values({ couponId, customerId, orderId });
  return { ok: true };
}

/** Gives back the coupon use an order reserved (a cancelled order), in the caller's transaction, once. */
export async function releaseCouponForOrder(tx: Db, orderId: number): Promise<void> {
  const uses = await tx
    .delete(t.couponUses)
    .where(eq(t.couponUses.orderId, orderId))
    .returning({ couponId: t.couponUses.couponId });
  for (const use of uses)
    await tx
      .update(t.coupons)
      .set({ usos: sql`greatest(${t.coupons.usos} - 1, 0)` })
      .where(eq(t.coupons.id, use.couponId));
}
