import type { WireDiscount } from '@comanda/contract';
import {
  type BagItem,
  COUPON_MESSAGES,
  type CouponDefinition,
  type CouponRefusalCode,
  couponDiscount,
  couponRefusalReason,
  type Discount,
  itemsDiscount,
  normalizeCouponCode,
  toMoney,
} from '@comanda/domain';
import type { Db } from '../../db/client.ts';
import { type CouponRow, couponsRepository as repo } from './repository.ts';

/** A coupon checked against a bag: the discount to apply (domain and wire shapes) or the coded pt-BR refusal. */
export type CouponVerdict =
  | { ok: true; discount: Discount; wire: WireDiscount }
  | { ok: false; code: CouponRefusalCode; message: string };

export interface CouponCheck {
  brandId: number;
  storeId: number;
  code: string;
  items: readonly BagItem[];
  customerId: number;
}

const definition = (row: CouponRow): CouponDefinition => ({
  id: row.id,
  codigo: row.codigo,
  tipo: row.tipo,
  valor: row.valor,
  frete: row.fretePercent,
  categoriaId: row.categoriaId,
  categoriaNome: row.categoriaNome,
  codProduto: row.produtoCod,
  produtoNome: row.produtoNome,
  valorMinimo: row.valorMinimo,
  validoDe: row.validoDe,
  validoAte: row.validoAte,
  lojas: row.lojas,
  limiteTotal: row.limiteTotal,
  limitePorCliente: row.limitePorCliente,
  primeiroPedido: row.primeiroPedido,
  ativo: row.ativo,
});

/** How many orders a customer has placed and not cancelled. */
export type PlacedOrders = (db: Db, customerId: number) => Promise<number>;

/** Whether a customer is a loyalty member holding a benefit, available, in the wallet (benefit coupons). */
export type BenefitHolding = (
  db: Db,
  customerId: number,
  benefitId: number | null,
  now: Date,
) => Promise<{ member: boolean; holdsBenefit: boolean }>;

/** The coupon engine: loads the coupon and the usage counts, the domain decides. */
export function couponsService({
  db,
  clock,
  placedOrders,
  benefitHolding,
}: {
  db: Db;
  clock: () => Date;
  placedOrders: PlacedOrders;
  benefitHolding: BenefitHolding;
}) {
  return {
    async check({ brandId, storeId, code, items, customerId }: CouponCheck): Promise<CouponVerdict> {
      const row = await repo.findByCode(db, brandId, normalizeCouponCode(code));
      if (!row) return { ok: false, code: 'coupon_not_found', message: COUPON_MESSAGES.notFound };
      const now = clock();
      const [usesByCustomer, customerOrders, loyalty] = await Promise.all([
        repo.usesByCustomer(db, row.id, customerId),
        placedOrders(db, customerId),
        row.tipo === 'beneficio' ? benefitHolding(db, customerId, row.benefitId, now) : undefined,
      ]);
      const coupon = definition(row);
      const refusal = couponRefusalReason(coupon, {
        now,
        ...(loyalty ? { loyalty } : {}),
        storeId,
        items,
        usesTotal: row.usos,
        usesByCustomer,
        customerOrders,
      });
      if (refusal) return { ok: false, ...refusal };
      const discount = couponDiscount(coupon);
      const wire: WireDiscount = {
        tipo: discount.tipo,
        desconto: { valor: discount.desconto.valor, texto: discount.desconto.texto ?? '' },
        frete: row.fretePercent,
        cupom: row.codigo,
        cupomId: row.id,
        categoriaId: row.categoriaId,
        codProduto: row.produtoCod,
        descricao: row.descricao,
        valor_desconto: toMoney(itemsDiscount(items, discount).coupon),
      };
      return { ok: true, discount, wire };
    },
  };
}

export type CouponsService = ReturnType<typeof couponsService>;
