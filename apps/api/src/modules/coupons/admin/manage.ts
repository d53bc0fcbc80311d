import type { CouponAdmin, CouponCreateBody, CouponPatchBody } from '@comanda/contract';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import * as t from '../../../db/schema/coupons.ts';
import { HttpError } from '../../../http/errors.ts';
import { type AuditActor, audit } from '../../staff/index.ts';
import { couponRowOf, toCouponAdmin } from './rows.ts';

export const COUPON_ADMIN_MESSAGES = {
  created: 'Cupom criado.',
  saved: 'Cupom salvo.',
  notFound: 'Cupom não encontrado.',
  codeTaken: 'Já existe um cupom com este código.',
  limitBelowUses: (usos: number) => `O limite total não pode ficar abaixo dos usos já feitos (${usos}).`,
  datesReversed: 'A data inicial deve vir antes da final.',
} as const;

const fieldError = (campo: string, mensagem: string) =>
  new HttpError(400, 'validation_failed', mensagem, { errors: [{ campo, mensagem }] });

/** The brand's coupons, active first, then by code. */
export async function listCoupons(db: Db, brandId: number): Promise<CouponAdmin[]> {
  const rows = await db
    .select()
    .from(t.coupons)
    .where(eq(t.coupons.brandId, brandId))
    .orderBy(desc(t.coupons.ativo), asc(t.coupons.codigo));
  return rows.map(toCouponAdmin);
}

/** Creates a coupon with its audit entry; a code the brand already has is a 409 and nothing is written. */
export async function createCoupon(
  db: Db,
  actor: AuditActor,
  brandId: number,
  body: CouponCreateBody,
): Promise<CouponAdmin> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(t.coupons)
      .values(couponRowOf(brandId, body))
      .onConflictDoNothing({ target: [t.coupons.brandId, t.coupons.codigo] })
      .returning();
    if (!row) throw new HttpError(409, 'coupon_code_taken', COUPON_ADMIN_MESSAGES.codeTaken);
    const created = toCouponAdmin(row);
    await audit(tx, actor, 'cupom.criado', 'cupom', row.id, null, created);
    return created;
  });
}

/**
 * Changes a coupon under its row's lock (redemptions lock it too, so `usos` read here is exact): a total limit
 * below the uses already made, or dates the wrong way round, are refused with a field message.
 */
export async function updateCoupon(
  db: Db,
  actor: AuditActor,
  brandId: number,
  id: number,
  patch: CouponPatchBody,
): Promise<CouponAdmin> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(t.coupons)
      .where(and(eq(t.coupons.id, id), eq(t.coupons.brandId, brandId)))
      .for('update');
    if (!row) throw new HttpError(404, 'coupon_not_found', COUPON_ADMIN_MESSAGES.notFound);
    const limiteTotal = patch.limiteTotal === undefined ? row.limiteTotal : patch.limiteTotal;
    if (limiteTotal !== null && limiteTotal < row.usos)
      throw fieldError('limiteTotal', COUPON_ADMIN_MESSAGES.limitBelowUses(row.usos));
    const validoDe = patch.validoDe === undefined ? row.validoDe : patch.validoDe;
    const validoAte = patch.validoAte === undefined ? row.validoAte : patch.validoAte;
    if (validoDe && validoAte && validoDe > validoAte)
      throw fieldError('validoDe', COUPON_ADMIN_MESSAGES.datesReversed);
    const [after] = await tx.update(t.coupons).set(patch).where(eq(t.coupons.id, id)).returning();
    const changed = toCouponAdmin(after!);
    await audit(tx, actor, 'cupom.alterado', 'cupom', id, toCouponAdmin(row), changed);
    return changed;
  });
}
