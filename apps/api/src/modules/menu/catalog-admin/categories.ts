import type { CatalogCategory } from '@comanda/contract';
import { and, asc, eq, max, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import * as t from '../../../db/schema/menu.ts';
import { HttpError } from '../../../http/errors.ts';
import { type AuditActor, audit } from '../../staff/index.ts';
import { CATALOG_ADMIN_MESSAGES as M } from './texts.ts';

const categoryColumns = {
  id: t.categories.id,
  nome: t.categories.nome,
  ordem: t.categories.ordem,
  ativo: t.categories.ativo,
};

/** The brand's categories in menu order; `lock`: every one of them locked for update (a reorder or a new one). */
async function brandCategories(tx: Db, brandId: number, lock = false): Promise<CatalogCategory[]> {
  const query = tx
    .select(categoryColumns)
    .from(t.categories)
    .where(eq(t.categories.brandId, brandId))
    .orderBy(asc(t.categories.ordem), asc(t.categories.id));
  return lock ? query.for('update') : query;
}

/** A new category (admin), last on the menu; hidden from customers while `ativo` is false. */
export async function createCategory(
  db: Db,
  actor: AuditActor,
  brandId: number,
  body: { nome: string; ativo: boolean },
): Promise<CatalogCategory> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('comanda/catalog-ids'))`);
    const [[top], existing] = await Promise.all([
      tx.select({ id: max(t.categories.id) }).from(t.categories),
      brandCategories(tx, brandId, true),
    ]);
    const ordem = Math.max(0, ...existing.map((c) => c.ordem)) + 1;
    const [created] = await tx
      .insert(t.categories)
      .values({ id: (top?.id ?? 0) + 1, brandId, nome: body.nome, ativo: body.ativo, ordem })
      .returning(categoryColumns);
    await audit(tx, actor, 'catalogo.categoria_criada', 'categoria', created!.id, null, created);
    return created!;
  });
}

/** Renames a category, or shows or hides it on the menu (admin). */
export async function changeCategory(
  db: Db,
  actor: AuditActor,
  where: { brandId: number; id: number },
  patch: { nome?: string | undefined; ativo?: boolean | undefined },
): Promise<CatalogCategory> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select(categoryColumns)
      .from(t.categories)
      .where(and(eq(t.categories.id, where.id), eq(t.categories.brandId, where.brandId)))
      .for('update');
    if (!before) throw new HttpError(404, 'catalog_category_not_found', M.categoryNotFound);
    const [after] = await tx
      .update(t.categories)
      .set({ nome: patch.nome ?? before.nome, ativo: patch.ativo ?? before.ativo })
      .where(eq(t.categories.id, where.id))
      .returning(categoryColumns);
    await audit(tx, actor, 'catalogo.categoria', 'categoria', where.id, before, after);
    return after!;
  });
}

/** Puts the brand's categories in the order given (admin): every one of them, each once. */
export async function orderCategories(
  db: Db,
  actor: AuditActor,
  brandId: number,
  ids: number[],
): Promise<CatalogCategory[]> {
  return db.transaction(async (tx) => {
    const before = await brandCategories(tx, brandId, true);
    const known = new Set(before.map((c) => c.id));
    if (ids.length !== known.size || new Set(ids).size !== ids.length || !ids.every((id) => known.has(id)))
      throw new HttpError(400, 'validation_failed', M.categoriesOrderIncomplete, {
        errors: [{ campo: 'ids', mensagem: M.categoriesOrderIncomplete }],
      });
    for (const [position, id] of ids.entries())
      await tx
        .update(t.categories)
        .set({ ordem: position + 1 })
        .where(eq(t.categories.id, id));
    const after = await brandCategories(tx, brandId);
    await audit(
      tx,
      actor,
      'catalogo.categorias_ordem',
      'marca',
      brandId,
      before.map((c) => c.id),
      after.map((c) => c.id),
    );
    return after;
  });
}
