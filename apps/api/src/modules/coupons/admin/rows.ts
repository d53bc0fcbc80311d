import type { CatalogCoupon, CouponAdmin } from '@comanda/contract';
import type * as t from '../../../db/schema/coupons.ts';

type CouponRow = typeof t.coupons.$inferSelect;

/** A coupon of the catalogue file or of the back office as the row it is stored as (the code upper-cased). */
export function couponRowOf(brandId: number, x: CatalogCoupon) {
  return {
    brandId,
    codigo: x.codigo.toUpperCase(),
    descricao: x.descricao,
    tipo: x.tipo,
    valor: x.valor,
    fretePercent: x.frete ?? null,
    categoriaId: x.categoriaId ?? null,
    produtoCod: x.produtoCod ?? null,
    valorMinimo: x.valorMinimo,
    validoDe: x.validoDe ?? null,
    validoAte: x.validoAte ?? null,
    lojas: x.lojas,
    limiteTotal: x.limiteTotal ?? null,
    limitePorCliente: x.limitePorCliente ?? null,
    primeiroPedido: x.primeiroPedido,
    ativo: x.ativo,
    benefitId: x.beneficioId ?? null,
  };
}

/** A stored coupon as admins see it. */
export function toCouponAdmin(row: CouponRow): CouponAdmin {
  return {
    id: row.id,
    codigo: row.codigo,
    descricao: row.descricao,
    tipo: row.tipo,
    valor: row.valor,
    frete: row.fretePercent,
    categoriaId: row.categoriaId,
    produtoCod: row.produtoCod,
    valorMinimo: row.valorMinimo,
    validoDe: row.validoDe,
    validoAte: row.validoAte,
    lojas: row.lojas,
    limiteTotal: row.limiteTotal,
    limitePorCliente: row.limitePorCliente,
    primeiroPedido: row.primeiroPedido,
    ativo: row.ativo,
    usos: row.usos,
    beneficioId: row.benefitId,
  };
}
