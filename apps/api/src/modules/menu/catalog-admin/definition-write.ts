import type {
  CatalogGroupDraft,
  CatalogProductDefinition,
  CatalogProductDefinitionSave,
  CatalogProductDraft,
} from '@comanda/contract';
import { and, eq, max, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import * as t from '../../../db/schema/menu.ts';
import { HttpError } from '../../../http/errors.ts';
import { type AuditActor, audit } from '../../staff/index.ts';
import { brandStores } from '../../stores/index.ts';
import { productDefinition } from './definition-read.ts';
import { CATALOG_ADMIN_MESSAGES as M } from './texts.ts';

type FieldError = { campo: string; mensagem: string };

/** Codes and ids of the catalogue are numbers the file gives; the back office takes the next free ones. */
async function idAllocator(tx: Db) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('comanda/catalog-ids'))`);
  const [[product], [group], [option]] = await Promise.all([
    tx.select({ top: max(t.products.cod) }).from(t.products),
    tx.select({ top: max(t.optionGroups.id) }).from(t.optionGroups),
    tx.select({ top: max(t.options.cod) }).from(t.options),
  ]);
  const next = { product: product?.top ?? 0, group: group?.top ?? 0, option: option?.top ?? 0 };
  return (what: keyof typeof next) => {
    next[what] += 1;
    return next[what];
  };
}

/**
 * What a schema cannot check: the category, allergens, kit items and stores belong to the brand, and the groups
 * and options that carry an id are this product's. Every problem is named by its field.
 */
async function referenceErrors(
  tx: Db,
  brandId: number,
  cod: number | null,
  draft: CatalogProductDraft,
): Promise<FieldError[]> {
  const [categories, allergens, products, stores, groups, options] = await Promise.all([
    tx.select({ id: t.categories.id }).from(t.categories).where(eq(t.categories.brandId, brandId)),
    tx.select({ codigo: t.allergens.codigo }).from(t.allergens).where(eq(t.allergens.brandId, brandId)),
    tx.select({ cod: t.products.cod }).from(t.products).where(eq(t.products.brandId, brandId)),
    brandStores(tx, brandId),
    cod === null
      ? []
      : tx.select({ id: t.optionGroups.id }).from(t.optionGroups).where(eq(t.optionGroups.productCod, cod)),
    cod === null
      ? []
      : tx
          .select({ cod: t.options.cod, groupId: t.options.groupId })
          .from(t.options)
          .innerJoin(t.optionGroups, eq(t.optionGroups.id, t.options.groupId))
          .where(eq(t.optionGroups.productCod, cod)),
  ]);
  const has = <T>(rows: T[], pick: (row: T) => unknown, value: unknown) =>
    rows.some((r) => pick(r) === value);
  const errors: FieldError[] = [];
  const check = (ok: boolean, campo: string, mensagem: string) => {
    if (!ok) errors.push({ campo, mensagem });
  };
  check(
    has(categories, (c) => c.id, draft.categoriaId),
    'categoriaId',
    M.unknownCategory,
  );
  draft.alergenicos.forEach((a, i) => {
    check(
      has(allergens, (x) => x.codigo, a.codigo),
      `alergenicos.${i}.codigo`,
      M.unknownAllergen,
    );
  });
  draft.kit.forEach((k, i) => {
    check(k.cod !== cod, `kit.${i}.cod`, M.kitContainsItself);
    check(
      has(products, (p) => p.cod, k.cod),
      `kit.${i}.cod`,
      M.unknownKitItem,
    );
  });
  draft.sugestao?.lojas.forEach((id, i) => {
    check(
      has(stores, (s) => s.id, id),
      `sugestao.lojas.${i}`,
      M.unknownStore,
    );
  });
  draft.grupos.forEach((g, i) => {
    if (g.id !== undefined)
      check(
        has(groups, (x) => x.id, g.id),
        `grupos.${i}.id`,
        M.unknownGroup,
      );
    g.opcoes.forEach((o, j) => {
      if (o.cod !== undefined)
        check(
          g.id !== undefined && options.some((x) => x.cod === o.cod && x.groupId === g.id),
          `grupos.${i}.opcoes.${j}.cod`,
          M.unknownOption,
        );
    });
  });
  return errors;
}

/** The option groups as the draft gives them: kept ids updated, new ones inserted, the rest deleted. */
async function writeGroups(
  tx: Db,
  cod: number,
  grupos: CatalogGroupDraft[],
  nextId: (w: 'group' | 'option') => number,
) {
  const keptGroups = grupos.flatMap((g) => (g.id === undefined ? [] : [g.id]));
  await tx
    .delete(t.optionGroups)
    .where(and(eq(t.optionGroups.productCod, cod), notInArray(t.optionGroups.id, keptGroups.concat(-1))));
  for (const [ordem, g] of grupos.entries()) {
    const row = {
      productCod: cod,
      nome: g.nome,
      tipoOpcional: g.tipoOpcional,
      tipoPreco: g.tipoPreco,
      min: g.min,
      max: g.max,
      regra: g.regra ?? g.max,
      ordem,
    };
    const groupId = g.id ?? nextId('group');
    await tx
      .insert(t.optionGroups)
      .values({ id: groupId, ...row })
      .onConflictDoUpdate({ target: t.optionGroups.id, set: row });
    const keptOptions = g.opcoes.flatMap((o) => (o.cod === undefined ? [] : [o.cod]));
    await tx
      .delete(t.options)
      .where(and(eq(t.options.groupId, groupId), notInArray(t.options.cod, keptOptions.concat(-1))));
    const optionRows = g.opcoes.map((o, position) => ({
      cod: o.cod ?? nextId('option'),
      groupId,
      nome: o.nome,
      // a group without prices charges nothing for its options, whatever the form sent
      preco: g.tipoPreco === 'sem_preco' ? 0 : o.preco,
      ordem: position,
    }));
    await tx
      .insert(t.options)
      .values(optionRows)
      .onConflictDoUpdate({
        target: t.options.cod,
        set: { nome: sql`excluded.nome`, preco: sql`excluded.preco`, ordem: sql`excluded.ordem` },
      });
  }
}

/** Everything of a product beside its own row: allergens, nutrition, groups, kit and suggestion. */
async function writeStructure(
  tx: Db,
  brandId: number,
  cod: number,
  draft: CatalogProductDraft,
  nextId: (w: 'group' | 'option') => number,
) {
  await tx.delete(t.productAllergens).where(eq(t.productAllergens.productCod, cod));
  if (draft.alergenicos.length)
    await tx.insert(t.productAllergens).values(
      draft.alergenicos.map((a) => ({
        productCod: cod,
        allergenCodigo: a.codigo,
        visibilidade: a.visibilidade,
      })),
    );
  if (draft.tabelaNutricional) {
    // the nutrition table's picture and PDF come from the catalogue file and are kept
    const { porcao, itens } = draft.tabelaNutricional;
    await tx
      .insert(t.nutritionTables)
      .values({ productCod: cod, porcao, itens })
      .onConflictDoUpdate({ target: t.nutritionTables.productCod, set: { porcao, itens } });
  } else await tx.delete(t.nutritionTables).where(eq(t.nutritionTables.productCod, cod));
  await writeGroups(tx, cod, draft.grupos, nextId);
  await tx.delete(t.kitItems).where(eq(t.kitItems.kitCod, cod));
  if (draft.kit.length)
    await tx.insert(t.kitItems).values(draft.kit.map((k) => ({ kitCod: cod, itemCod: k.cod, qtd: k.qtd })));
  await tx.delete(t.suggestions).where(eq(t.suggestions.productCod, cod));
  if (draft.sugestao) await tx.insert(t.suggestions).values({ productCod: cod, brandId, ...draft.sugestao });
}

const productFields = (draft: CatalogProductDraft) => ({
  nome: draft.nome,
  descricao: draft.descricao,
  categoriaId: draft.categoriaId,
  imagem: draft.imagem,
  alt: draft.alt,
  preco: draft.preco,
  precoOriginal: draft.precoOriginal,
  precoObs: draft.precoObs || null,
  visivelCardapio: draft.visivelCardapio,
  ativo: draft.ativo,
  kitDelivery: draft.kitDelivery,
});

async function refuseBadReferences(tx: Db, brandId: number, cod: number | null, draft: CatalogProductDraft) {
  const errors = await referenceErrors(tx, brandId, cod, draft);
  if (errors.length) throw new HttpError(400, 'validation_failed', errors[0]!.mensagem, { errors });
}

/** Creates a product of the brand (admin), last in its category, sold at every store until a store turns it off. */
export async function createProduct(
  db: Db,
  actor: AuditActor,
  brandId: number,
  draft: CatalogProductDraft,
): Promise<CatalogProductDefinition> {
  return db.transaction(async (tx) => {
    await refuseBadReferences(tx, brandId, null, draft);
    const nextId = await idAllocator(tx);
    const cod = nextId('product');
    const [last] = await tx
      .select({ top: max(t.products.ordem) })
      .from(t.products)
      .where(eq(t.products.categoriaId, draft.categoriaId));
    await tx
      .insert(t.products)
      .values({ cod, brandId, ...productFields(draft), ordem: (last?.top ?? 0) + 1, versao: 1 });
    await writeStructure(tx, brandId, cod, draft, nextId);
    const after = await productDefinition(tx, { brandId, cod });
    await audit(tx, actor, 'catalogo.produto_criado', 'produto', cod, null, after);
    return after;
  });
}

/**
 * Saves a product's whole definition (admin) if nobody saved it since version `versao` was read (else 409 and
 * nothing changes), in one transaction under the product row's lock. Orders placed keep their own copy.
 */
export async function saveDefinition(
  db: Db,
  actor: AuditActor,
  where: { brandId: number; cod: number },
  { versao, ...draft }: CatalogProductDefinitionSave,
): Promise<CatalogProductDefinition> {
  return db.transaction(async (tx) => {
    const before = await productDefinition(tx, where, true);
    if (before.versao !== versao) throw new HttpError(409, 'catalog_conflict', M.conflict);
    await refuseBadReferences(tx, where.brandId, where.cod, draft);
    const nextId = await idAllocator(tx);
    await tx
      .update(t.products)
      .set({ ...productFields(draft), versao: sql`${t.products.versao} + 1` })
      .where(eq(t.products.cod, where.cod));
    await writeStructure(tx, where.brandId, where.cod, draft, nextId);
    const after = await productDefinition(tx, where);
    await audit(tx, actor, 'catalogo.definicao', 'produto', where.cod, before, after);
    return after;
  });
}
