import {
  type BannerAdmin,
  type BannerCreateBody,
  type BannerPatchBody,
  bannerProblems,
} from '@comanda/contract';
import { and, asc, eq, max, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import * as t from '../../../db/schema/banners.ts';
import { HttpError } from '../../../http/errors.ts';
import { catalogChoices } from '../../menu/index.ts';
import { type AuditActor, audit } from '../../staff/index.ts';

export const BANNER_ADMIN_MESSAGES = {
  created: 'Banner criado.',
  saved: 'Banner salvo.',
  ordered: 'Ordem dos banners salva.',
  notFound: 'Banner não encontrado.',
  orderIncomplete: 'Informe todos os banners da marca, cada um uma vez.',
  unknownProduct: 'Produto não encontrado nesta marca.',
  unknownCategory: 'Categoria não encontrada nesta marca.',
  unknownStore: 'Loja não encontrada nesta marca.',
} as const;
const M = BANNER_ADMIN_MESSAGES;

type BannerRow = typeof t.banners.$inferSelect;
type FieldError = { campo: string; mensagem: string };

const toAdmin = (row: BannerRow): BannerAdmin => ({
  id: row.id,
  nome: row.nome,
  imagem: row.imagem,
  tipo: row.tipo,
  produtoId: row.produtoId,
  categoriaId: row.categoriaId,
  link: row.link,
  plataforma: row.plataforma,
  padrao: row.padrao,
  ordem: row.ordem,
  lojas: row.lojas,
  ativo: row.ativo,
  validoDe: row.validoDe?.toISOString() ?? null,
  validoAte: row.validoAte?.toISOString() ?? null,
});

/** The brand's banners in order; `lock`: every one of them locked for update (a reorder or a new one). */
async function brandBanners(db: Db, brandId: number, lock = false): Promise<BannerRow[]> {
  const query = db
    .select()
    .from(t.banners)
    .where(eq(t.banners.brandId, brandId))
    .orderBy(asc(t.banners.ordem), asc(t.banners.id));
  return lock ? query.for('update') : query;
}

/** Every banner of the brand, active or not, inside its schedule or not, in the order the menu shows them. */
export async function listBanners(db: Db, brandId: number): Promise<BannerAdmin[]> {
  return (await brandBanners(db, brandId)).map(toAdmin);
}

/** What a banner is saved as: only the reference its kind opens is kept, the others are cleared. */
function saved(banner: BannerAdmin): BannerAdmin {
  return {
    ...banner,
    produtoId: banner.tipo === 'produto' ? banner.produtoId : null,
    categoriaId: banner.tipo === 'categoria' ? banner.categoriaId : null,
    link: banner.tipo === 'link' ? banner.link : null,
    lojas: [...new Set(banner.lojas)],
  };
}

/**
 * What a schema cannot check: the rules between fields on the banner as it would be saved, and that the product,
 * category and stores it names belong to the brand. Only references the write brings are checked (a banner kept
 * as it was stays savable when its product later leaves the menu). Every problem is named by its field.
 */
async function problemsOf(
  tx: Db,
  brandId: number,
  banner: BannerAdmin,
  before: BannerAdmin | null,
): Promise<FieldError[]> {
  const errors: FieldError[] = bannerProblems(banner);
  const choices = await catalogChoices(tx, brandId);
  if (banner.produtoId !== null && banner.produtoId !== before?.produtoId)
    if (!choices.produtos.some((p) => p.cod === banner.produtoId))
      errors.push({ campo: 'produtoId', mensagem: M.unknownProduct });
  if (banner.categoriaId !== null && banner.categoriaId !== before?.categoriaId)
    if (!choices.categorias.some((c) => c.id === banner.categoriaId))
      errors.push({ campo: 'categoriaId', mensagem: M.unknownCategory });
  banner.lojas.forEach((id, i) => {
    if (!before?.lojas.includes(id) && !choices.lojas.some((s) => s.id === id))
      errors.push({ campo: `lojas.${i}`, mensagem: M.unknownStore });
  });
  return errors;
}

function refuse(errors: FieldError[]): void {
  if (errors.length) throw new HttpError(400, 'validation_failed', errors[0]!.mensagem, { errors: errors });
}

const columnsOf = (banner: BannerAdmin) => ({
  nome: banner.nome,
  imagem: banner.imagem,
  tipo: banner.tipo,
  produtoId: banner.produtoId,
  categoriaId: banner.categoriaId,
  link: banner.link,
  plataforma: banner.plataforma,
  padrao: banner.padrao,
  lojas: banner.lojas,
  ativo: banner.ativo,
  validoDe: banner.validoDe === null ? null : new Date(banner.validoDe),
  validoAte: banner.validoAte === null ? null : new Date(banner.validoAte),
});

/** A new banner (admin), the last in order. Ids are numbers the catalogue file gives; this takes the next free one. */
export async function createBanner(
  db: Db,
  actor: AuditActor,
  brandId: number,
  body: BannerCreateBody,
): Promise<BannerAdmin> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('comanda/banner-ids'))`);
    const [[top], existing] = await Promise.all([
      tx.select({ id: max(t.banners.id) }).from(t.banners),
      brandBanners(tx, brandId, true),
    ]);
    const id = (top?.id ?? 0) + 1;
    const ordem = Math.max(0, ...existing.map((b) => b.ordem)) + 1;
    const banner = saved({ ...body, id, ordem });
    refuse(await problemsOf(tx, brandId, banner, null));
    const [row] = await tx
      .insert(t.banners)
      .values({ id, brandId, ordem, ...columnsOf(banner) })
      .returning();
    const created = toAdmin(row!);
    await audit(tx, actor, 'banners.criado', 'banner', id, null, created);
    return created;
  });
}

/** Changes any of a banner's fields (admin): what it shows, opens, where, when, and whether it is on. */
export async function changeBanner(
  db: Db,
  actor: AuditActor,
  where: { brandId: number; id: number },
  patch: BannerPatchBody,
): Promise<BannerAdmin> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(t.banners)
      .where(and(eq(t.banners.id, where.id), eq(t.banners.brandId, where.brandId)))
      .for('update');
    if (!row) throw new HttpError(404, 'banner_not_found', M.notFound);
    const before = toAdmin(row);
    const given = Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined));
    const banner = saved({ ...before, ...given });
    refuse(await problemsOf(tx, where.brandId, banner, before));
    const [updated] = await tx
      .update(t.banners)
      .set(columnsOf(banner))
      .where(eq(t.banners.id, where.id))
      .returning();
    const after = toAdmin(updated!);
    await audit(tx, actor, 'banners.banner', 'banner', where.id, before, after);
    return after;
  });
}

/** Puts the brand's banners in the order given (admin): every one of them, each once. */
export async function orderBanners(
  db: Db,
  actor: AuditActor,
  brandId: number,
  ids: number[],
): Promise<BannerAdmin[]> {
  return db.transaction(async (tx) => {
    const before = await brandBanners(tx, brandId, true);
    const known = new Set(before.map((b) => b.id));
    if (ids.length !== known.size || new Set(ids).size !== ids.length || !ids.every((id) => known.has(id)))
      throw new HttpError(400, 'validation_failed', M.orderIncomplete, {
        errors: [{ campo: 'ids', mensagem: M.orderIncomplete }],
      });
    for (const [position, id] of ids.entries())
      await tx
        .update(t.banners)
        .set({ ordem: position + 1 })
        .where(eq(t.banners.id, id));
    const after = await brandBanners(tx, brandId);
    await audit(
      tx,
      actor,
      'banners.ordem',
      'marca',
      brandId,
      before.map((b) => b.id),
      after.map((b) => b.id),
    );
    return after.map(toAdmin);
  });
}
