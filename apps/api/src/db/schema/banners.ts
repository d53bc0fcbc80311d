import { boolean, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { instant } from './columns.ts';
import { categories, products } from './menu.ts';
import { brands } from './stores.ts';

export const banners = pgTable('banners', {
  id: integer('id').primaryKey(),
  brandId: integer('brand_id')
    .notNull()
    .references(() => brands.id),
  nome: text('nome').notNull(),
  imagem: text('imagem').notNull(),
  tipo: text('tipo', { enum: ['produto', 'categoria', 'link', 'informativo'] }).notNull(),
  produtoId: integer('produto_id').references(() => products.cod),
  categoriaId: integer('categoria_id').references(() => categories.id),
  link: text('link'),
  plataforma: text('plataforma', { enum: ['Todas', 'PWA', 'APP'] }).notNull(),
  padrao: boolean('padrao').notNull(),
  ordem: integer('ordem').notNull(),
  lojas: integer('lojas').array().notNull(),
  ativo: boolean('ativo').notNull().default(true),
  /** Shown from this instant on (null: since ever). */
  validoDe: instant('valido_de'),
  /** Shown until this instant (null: with no end). */
  validoAte: instant('valido_ate'),
});
