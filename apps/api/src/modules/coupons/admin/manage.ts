import type { CouponAdmin, CouponCreateBody, CouponPatchBody } from '@comanda/contract';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import * as t from '../../../db/schema/coupons.ts';
import { HttpError } from '../../../http/errors.ts';
import { loyaltyView } from '../../loyalty/index.ts';
import { catalogChoices } from '../../menu/index.ts';
import { type AuditActor, audit } from '../../staff/index.ts';
import { couponRowOf, toCouponAdmin } from './rows.ts';

export const COUPON_ADMIN_MESSAGES = {
  created: 'Cupom criado.',
  saved: 'Cupom salvo.',
  notFound: 'Cupom não encontrado.',
  codeTaken: 'Já existe um cupom com este código.',
  limitBelowUses: (usos: number) => `O limite total não pode ficar abaixo dos usos já feitos (${usos}).`,
  datesReversed: 'A data inicial deve vir antes da final.',
  unknownCategory: 'Categoria não encontrada nesta marca.',
  unknownProduct: 'Produto não encontrado nesta marca.',
  unknownBenefit: 'Benefício do Shinguru não encontrado nesta marca.',
  unknownStore: 'Loja não encontrada nesta marca.',
} as const;

/** The category, product, benefit and stores a new coupon names must be the brand's (every problem by field). */
async function referenceErrors(tx: Db, brandId: number, body: CouponCreateBody) {
  const [choices, loyalty] = await Promise.all([catalogChoices(tx, brandId), loyaltyView(tx, brandId)]);
  const M = COUPON_ADMIN_MESSAGES;
  const errors: Array<{ campo: string; mensagem: string }> = [];
  if (body.categoriaId !== undefined && !choices.categorias.some((c) => c.id === body.categoriaId))
    errors.push({ campo: 'categoriaId', mensagem: M.unknownCategory });
  if (body.produtoCod !== undefined && !choices.produtos.some((p) => p.cod === body.produtoCod))
    errors.push({ campo: 'produtoCod', mensagem: M.unknownProduct });
  if (body.beneficioId !== undefined && !loyalty.beneficios.some((b) => b.id === body.beneficioId))
    errors.push({ campo: 'beneficioId', mensagem: M.unknownBenefit });
  body.lojas.forEach((id, i) => {
    if (!choices.lojas.some((s) => s.id === id))
      errors.push({ campo: `lojas.${i}`, mensagem: M.unknownStore });
  });
  if (errors.length) throw new HttpError(400, 'validation_failed', errors[0]!.mensagem, { errors });
}

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
    await referenceErrors(tx, brandId, body);
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
