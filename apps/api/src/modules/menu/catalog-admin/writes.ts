import {
  CATALOG_PRICE_ORDER_MESSAGE,
  type CatalogAdminProduct,
  type CatalogAvailabilityBody,
  type CatalogProductPatch,
} from '@comanda/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import * as t from '../../../db/schema/menu.ts';
import { HttpError } from '../../../http/errors.ts';
import { type AuditActor, audit } from '../../staff/index.ts';
import { brandOfStore } from '../../stores/index.ts';
import { CATALOG_ADMIN_MESSAGES } from './texts.ts';
import { adminProduct } from './view.ts';

/** The next midnight in Brasília, on the database's clock: when "esgotado hoje" ends. */
const nextBrasiliaMidnight = sql`(date_trunc('day', now() at time zone 'America/Sao_Paulo') + interval '1 day') at time zone 'America/Sao_Paulo'`;

/** What an availability or store-price entry of the audit log shows of a product at a store. */
const storeSide = ({ disponivel, esgotadoHoje, precoLoja }: CatalogAdminProduct) => ({
  disponivel,
  esgotadoHoje,
  precoLoja,
});

/** What a product entry of the audit log shows of the brand's product. */
const brandSide = ({
  nome,
  descricao,
  preco,
  precoOriginal,
  visivelCardapio,
  ativo,
  versao,
}: CatalogAdminProduct) => ({
  nome,
  descricao,
  preco,
  precoOriginal,
  visivelCardapio,
  ativo,
  versao,
});

/**
 * Changes a product's override at one store (sold at the store, sold out today, the store's price) in one
 * transaction with its audit entry. The product row is locked, so two changes of the same product run one after
 * the other and each entry's "before" is what the other left.
 */
async function changeAtStore(
  db: Db,
  actor: AuditActor,
  where: { storeId: number; cod: number },
  change: { disponivel?: boolean; esgotadoHoje?: boolean; precoLoja?: number | null },
  action: string,
): Promise<CatalogAdminProduct> {
  const brandId = await brandOfStore(db, where.storeId);
  const at = { brandId, ...where };
  return db.transaction(async (tx) => {
    const before = await adminProduct(tx, at, true);
    const set = {
      disponivel: change.disponivel ?? before.disponivel,
      preco: change.precoLoja === undefined ? before.precoLoja : change.precoLoja,
      ...(change.esgotadoHoje === undefined
        ? {}
        : { esgotadoAte: change.esgotadoHoje ? nextBrasiliaMidnight : null }),
    };
    await tx
      .insert(t.productStores)
      .values({ productCod: where.cod, storeId: where.storeId, ...set })
      .onConflictDoUpdate({ target: [t.productStores.productCod, t.productStores.storeId], set });
    const after = await adminProduct(tx, at);
    await audit(
      tx,
      actor,
      action,
      'produto_loja',
      `${where.cod}@${where.storeId}`,
      storeSide(before),
      storeSide(after),
    );
    return after;
  });
}

/** "Vender nesta loja" and "esgotado hoje" (admin, the store's manager). */
export const setAvailability = (
  db: Db,
  actor: AuditActor,
  where: { storeId: number; cod: number },
  body: CatalogAvailabilityBody,
) => changeAtStore(db, actor, where, body, 'catalogo.disponibilidade');

/** The store's own price, or null for the brand's (admin). */
export const setStorePrice = (
  db: Db,
  actor: AuditActor,
  where: { storeId: number; cod: number },
  precoLoja: number | null,
) => changeAtStore(db, actor, where, { precoLoja }, 'catalogo.preco_loja');

/**
 * Saves the brand's product (admin) if nobody saved it since version `versao` was read: the version moves with the
 * save, under the row's lock; a save naming an older version is refused with 409 and changes nothing. Orders
 * already placed keep their own copy of names and prices.
 */
export async function saveProduct(
  db: Db,
  actor: AuditActor,
  where: { storeId: number; cod: number },
  { versao, ...patch }: CatalogProductPatch,
): Promise<CatalogAdminProduct> {
  const brandId = await brandOfStore(db, where.storeId);
  const at = { brandId, ...where };
  return db.transaction(async (tx) => {
    const before = await adminProduct(tx, at, true);
    if (before.versao !== versao)
      throw new HttpError(409, 'catalog_conflict', CATALOG_ADMIN_MESSAGES.conflict);
    const preco = patch.preco ?? before.preco;
    const precoOriginal = patch.precoOriginal === undefined ? before.precoOriginal : patch.precoOriginal;
    if (precoOriginal !== null && precoOriginal <= preco)
      throw new HttpError(400, 'validation_failed', CATALOG_PRICE_ORDER_MESSAGE, {
        errors: [{ campo: 'precoOriginal', mensagem: CATALOG_PRICE_ORDER_MESSAGE }],
      });
    await tx
      .update(t.products)
      .set({ ...patch, versao: sql`${t.products.versao} + 1` })
      .where(and(eq(t.products.cod, where.cod), eq(t.products.brandId, brandId)));
    const after = await adminProduct(tx, at);
    await audit(tx, actor, 'catalogo.produto', 'produto', where.cod, brandSide(before), brandSide(after));
    return after;
  });
}
