import type { CatalogAdminProduct, CatalogAdminView } from '@comanda/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import * as t from '../../../db/schema/menu.ts';
import { HttpError } from '../../../http/errors.ts';
import { brandOfStore } from '../../stores/index.ts';
import { soldOutToday } from '../store-products.ts';
import { CATALOG_ADMIN_MESSAGES } from './texts.ts';

/** A product as the back office shows it for one store: the brand's row, the store's override, sold out now. */
function productsOfStore(db: Db, storeId: number) {
  return db
    .select({
      product: t.products,
      override: { disponivel: t.productStores.disponivel, preco: t.productStores.preco },
      esgotadoHoje: soldOutToday,
    })
    .from(t.products)
    .leftJoin(
      t.productStores,
      and(eq(t.productStores.productCod, t.products.cod), eq(t.productStores.storeId, storeId)),
    );
}

type StoreProduct = Awaited<ReturnType<ReturnType<typeof productsOfStore>['execute']>>[number];

function toAdminProduct({ product, override, esgotadoHoje }: StoreProduct): CatalogAdminProduct {
  return {
    cod: product.cod,
    nome: product.nome,
    descricao: product.descricao,
    imagem: product.imagem,
    preco: product.preco,
    precoOriginal: product.precoOriginal,
    precoLoja: override?.preco ?? null,
    disponivel: override?.disponivel ?? true,
    esgotadoHoje,
    visivelCardapio: product.visivelCardapio,
    ativo: product.ativo,
    versao: product.versao,
  };
}

/**
 * One product of a brand as the back office shows it for a store (`lock`: its row locked for update, inside a
 * write's transaction); 404 when the brand has no such product.
 */
export async function adminProduct(
  db: Db,
  where: { brandId: number; storeId: number; cod: number },
  lock = false,
): Promise<CatalogAdminProduct> {
  const query = productsOfStore(db, where.storeId).where(
    and(eq(t.products.cod, where.cod), eq(t.products.brandId, where.brandId)),
  );
  const [row] = lock ? await query.for('update', { of: t.products }) : await query;
  if (!row) throw new HttpError(404, 'catalog_product_not_found', CATALOG_ADMIN_MESSAGES.productNotFound);
  return toAdminProduct(row);
}

/** Every category of the store's brand in menu order, each with its products (active or not) for that store. */
export async function catalogView(db: Db, loja: { id: number; nome: string }): Promise<CatalogAdminView> {
  const brandId = await brandOfStore(db, loja.id);
  const [categories, products] = await Promise.all([
    db
      .select()
      .from(t.categories)
      .where(eq(t.categories.brandId, brandId))
      .orderBy(asc(t.categories.ordem), asc(t.categories.id)),
    productsOfStore(db, loja.id)
      .where(eq(t.products.brandId, brandId))
      .orderBy(asc(t.products.ordem), asc(t.products.cod)),
  ]);
  return {
    loja,
    categorias: categories.map((category) => ({
      id: category.id,
      nome: category.nome,
      ativo: category.ativo,
      produtos: products.filter((row) => row.product.categoriaId === category.id).map(toAdminProduct),
    })),
  };
}
