import { sql } from 'drizzle-orm';
import { boolean, check, date, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { loyaltyBenefits } from './loyalty.benefits.ts';
import { categories, products } from './menu.ts';
import { brands } from './stores.ts';

/**
 * A brand's coupon (docs/bag.md). `valor` is centavos for 'fixo' and 'produto', a whole percentage for
 * 'porcentagem'. `valido_de`/`valido_ate` are São Paulo calendar dates, inclusive. `usos` counts redemptions and
 * never passes `limite_total`; the catalogue import never touches it.
 */
export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    /** Upper-cased. */
    codigo: text('codigo').notNull(),
    descricao: text('descricao').notNull(),
    tipo: text('tipo', { enum: ['fixo', 'porcentagem', 'produto', 'beneficio'] }).notNull(),
    valor: integer('valor').notNull(),
    fretePercent: integer('frete_percent'),
    categoriaId: integer('categoria_id').references(() => categories.id),
    produtoCod: integer('produto_cod').references(() => products.cod),
    valorMinimo: integer('valor_minimo').notNull().default(0),
    validoDe: date('valido_de', { mode: 'string' }),
    validoAte: date('valido_ate', { mode: 'string' }),
    /** Empty: every store of the brand. */
    lojas: integer('lojas').array().notNull(),
    limiteTotal: integer('limite_total'),
    limitePorCliente: integer('limite_por_cliente'),
    primeiroPedido: boolean('primeiro_pedido').notNull().default(false),
    usos: integer('usos').notNull().default(0),
    ativo: boolean('ativo').notNull().default(true),
    /** For 'beneficio': the loyalty benefit a member must hold to use the coupon (and spends with it). */
    benefitId: integer('benefit_id').references(() => loyaltyBenefits.id),
  },
  (t) => [
    uniqueIndex('coupons_brand_codigo_unique').on(t.brandId, t.codigo),
    check('coupons_tipo_valid', sql`${t.tipo} in ('fixo', 'porcentagem', 'produto', 'beneficio')`),
    check('coupons_valor_non_negative', sql`${t.valor} >= 0`),
    check('coupons_percent_range', sql`${t.tipo} <> 'porcentagem' or ${t.valor} between 1 and 100`),
    check('coupons_frete_range', sql`${t.fretePercent} is null or ${t.fretePercent} between 0 and 100`),
    check('coupons_valor_minimo_non_negative', sql`${t.valorMinimo} >= 0`),
    check(
      'coupons_usos_within_limit',
      sql`${t.usos} >= 0 and (${t.limiteTotal} is null or ${t.usos} <= ${t.limiteTotal})`,
    ),
  ],
);
