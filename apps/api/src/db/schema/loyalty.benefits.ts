import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { brands } from './stores.ts';

/** A level number column's range, 1 (Areia) to 4 (Pérola). */
export const levelRange = (name: string, column: AnyPgColumn) => check(name, sql`${column} between 1 and 4`);

/** How each Shinguru level is drawn (§3 Loyalty presentation); names and points ranges are the domain's. */
export const loyaltyLevels = pgTable(
  'loyalty_levels',
  {
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    nivel: smallint('nivel').notNull(),
    background: text('background').notNull(),
    borderColor: text('border_color').notNull(),
    logo: text('logo').notNull(),
    icone: text('icone').notNull(),
    classe: text('classe').notNull(),
  },
  (t) => [primaryKey({ columns: [t.brandId, t.nivel] }), levelRange('loyalty_levels_nivel_range', t.nivel)],
);

/** The brand's Shinguru benefits (§9) and the level each is unlocked at (catalogue `loyalty.benefits`). */
export const loyaltyBenefits = pgTable(
  'loyalty_benefits',
  {
    /** The catalogue's id: the wire's id_beneficio / id_cupom. */
    id: integer('id').primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    slug: text('slug').notNull(),
    nome: text('nome').notNull(),
    descricao: text('descricao').notNull(),
    icone: text('icone').notNull(),
    categoria: text('categoria', { enum: ['delivery', 'restaurante'] }).notNull(),
    uso: text('uso', { enum: ['produto', 'cupom', 'restaurante'] }).notNull(),
    nivel: smallint('nivel').notNull(),
    recorrencia: text('recorrencia', { enum: ['mensal', 'aniversario', 'nivel', 'permanente'] }).notNull(),
    /** For 'produto': the product put free in the bag. */
    produtoCod: integer('produto_cod'),
    validadeDias: integer('validade_dias'),
    /** The terms' version (versao_cupom): a reservation made under another version is not honoured. */
    versao: integer('versao').notNull().default(1),
    ativo: boolean('ativo').notNull().default(true),
  },
  (t) => [
    uniqueIndex('loyalty_benefits_brand_slug_unique').on(t.brandId, t.slug),
    levelRange('loyalty_benefits_nivel_range', t.nivel),
    check('loyalty_benefits_categoria_valid', sql`${t.categoria} in ('delivery', 'restaurante')`),
    check('loyalty_benefits_uso_valid', sql`${t.uso} in ('produto', 'cupom', 'restaurante')`),
    check(
      'loyalty_benefits_recorrencia_valid',
      sql`${t.recorrencia} in ('mensal', 'aniversario', 'nivel', 'permanente')`,
    ),
    check('loyalty_benefits_produto_named', sql`${t.uso} <> 'produto' or ${t.produtoCod} is not null`),
  ],
);
