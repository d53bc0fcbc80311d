import type { CatalogChoices, CatalogProductDefinition } from '@comanda/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import * as t from '../../../db/schema/menu.ts';
import { HttpError } from '../../../http/errors.ts';
import { brandStores } from '../../stores/index.ts';
import { CATALOG_ADMIN_MESSAGES } from './texts.ts';

/**
 * A product's whole definition as the back office edits it (`lock`: the product's row locked for update, inside a
 * save's transaction); 404 when the brand has no such product.
 */
export async function productDefinition(
  db: Db,
  where: { brandId: number; cod: number },
  lock = false,
): Promise<CatalogProductDefinition> {
  const query = db
    .select()
    .from(t.products)
    .where(and(eq(t.products.cod, where.cod), eq(t.products.brandId, where.brandId)));
  const [product] = lock ? await query.for('update') : await query;
  if (!product) throw new HttpError(404, 'catalog_product_not_found', CATALOG_ADMIN_MESSAGES.productNotFound);
  const [allergens, nutrition, groups, kit, suggestion] = await Promise.all([
    db
      .select()
      .from(t.productAllergens)
      .where(eq(t.productAllergens.productCod, where.cod))
      .orderBy(asc(t.productAllergens.allergenCodigo)),
    db.select().from(t.nutritionTables).where(eq(t.nutritionTables.productCod, where.cod)),
    db
      .select()
      .from(t.optionGroups)
      .where(eq(t.optionGroups.productCod, where.cod))
      .orderBy(asc(t.optionGroups.ordem), asc(t.optionGroups.id)),
    db.select().from(t.kitItems).where(eq(t.kitItems.kitCod, where.cod)).orderBy(asc(t.kitItems.itemCod)),
    db.select().from(t.suggestions).where(eq(t.suggestions.productCod, where.cod)),
  ]);
  const options = groups.length
    ? await db
        .select()
        .from(t.options)
        .where(
          inArray(
            t.options.groupId,
            groups.map((g) => g.id),
          ),
        )
        .orderBy(asc(t.options.ordem), asc(t.options.cod))
    : [];
  return {
    cod: product.cod,
    versao: product.versao,
    nome: product.nome,
    descricao: product.descricao,
    categoriaId: product.categoriaId,
    imagem: product.imagem,
    alt: product.alt,
    preco: product.preco,
    precoOriginal: product.precoOriginal,
    precoObs: product.precoObs,
    visivelCardapio: product.visivelCardapio,
    ativo: product.ativo,
    alergenicos: allergens.map((a) => ({ codigo: a.allergenCodigo, visibilidade: a.visibilidade })),
    tabelaNutricional: nutrition[0]
      ? {
          porcao: nutrition[0].porcao,
          itens: nutrition[0].itens.map(({ nome, quantidade, vd }) => ({
            nome,
            quantidade,
            ...(vd ? { vd } : {}),
          })),
        }
      : null,
    grupos: groups.map((g) => ({
      id: g.id,
      nome: g.nome,
      tipoOpcional: g.tipoOpcional,
      tipoPreco: g.tipoPreco,
      min: g.min,
      max: g.max,
      regra: g.regra,
      opcoes: options
        .filter((o) => o.groupId === g.id)
        .map((o) => ({ cod: o.cod, nome: o.nome, preco: o.preco })),
    })),
    kitDelivery: product.kitDelivery,
    kit: kit.map((k) => ({ cod: k.itemCod, qtd: k.qtd })),
    sugestao: suggestion[0] ? { ordem: suggestion[0].ordem, lojas: suggestion[0].lojas } : null,
  };
}

/** What the product form chooses from: the brand's categories, allergens, products and stores. */
export async function catalogChoices(db: Db, brandId: number): Promise<CatalogChoices> {
  const [categorias, alergenicos, produtos, lojas] = await Promise.all([
    db
      .select({ id: t.categories.id, nome: t.categories.nome, ativo: t.categories.ativo })
      .from(t.categories)
      .where(eq(t.categories.brandId, brandId))
      .orderBy(asc(t.categories.ordem), asc(t.categories.id)),
    db
      .select({ codigo: t.allergens.codigo, nome: t.allergens.nome, icone: t.allergens.icone })
      .from(t.allergens)
      .where(eq(t.allergens.brandId, brandId))
      .orderBy(asc(t.allergens.nome)),
    db
      .select({ cod: t.products.cod, nome: t.products.nome })
      .from(t.products)
      .where(and(eq(t.products.brandId, brandId), eq(t.products.ativo, true)))
      .orderBy(asc(t.products.nome)),
    brandStores(db, brandId),
  ]);
  return { categorias, alergenicos, produtos, lojas };
}
