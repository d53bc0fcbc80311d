import { createHash } from 'node:crypto';
import type { CatalogFile } from '@comanda/contract';
import { and, eq, getTableColumns, inArray, notInArray, or, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import * as t from '../db/schema/index.ts';
import { couponRowOf } from '../modules/coupons/index.ts';
import { hashGiftCardPassword } from '../modules/gift-cards/index.ts';
import { soldOutToday } from '../modules/menu/index.ts';
import { validateCatalog } from './validate.ts';

export class CatalogRejected extends Error {
  constructor(readonly errors: string[]) {
    super(`Catálogo recusado (${errors.length} erro(s)):\n${errors.map((e) => `  - ${e}`).join('\n')}`);
  }
}

export interface ImportResult {
  brandId: number;
  checksum: string;
  counts: Record<string, number>;
}

/** `SET col = excluded.col` for every column but the key: an upsert that makes the row equal the file. */
function overwrite<T extends PgTable>(table: T, keep: string[] = []): Record<string, ReturnType<typeof sql>> {
  const set: Record<string, ReturnType<typeof sql>> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    if (!keep.includes(key)) set[key] = sql.raw(`excluded."${column.name}"`);
  }
  return set;
}

/**
 * Publishes a catalogue: validates the whole file first, then upserts everything in one transaction, so a
 * bad file changes nothing. Entries missing from the file are deactivated, not deleted (orders keep them).
 */
export async function importCatalog(db: Db, raw: unknown): Promise<ImportResult> {
  const validation = validateCatalog(raw);
  if (!validation.ok) throw new CatalogRejected(validation.errors);
  const c: CatalogFile = validation.catalog;
  const brandId = c.brand.id;
  const checksum = createHash('sha256').update(JSON.stringify(c)).digest('hex');
  const storeIds = c.stores.map((s) => s.id);
  const productCods = c.products.map((p) => p.cod);
  const groups = c.products.flatMap((p) => p.grupos.map((g, ordem) => ({ ...g, productCod: p.cod, ordem })));
  const counts = {
    lojas: c.stores.length,
    categorias: c.categories.length,
    produtos: c.products.length,
    grupos: groups.length,
    opcoes: groups.reduce((n, g) => n + g.opcoes.length, 0),
    banners: c.banners.length,
    sugestoes: c.suggestions.length,
    cupons: c.coupons.length,
    giftCards: c.giftCards.length,
    beneficios: c.loyalty?.benefits.length ?? 0,
    pagamentos: c.stores.filter((s) => s.pagamentos).length,
  };
  const newGiftCards = await giftCardsToIssue(db, c);

  await db.transaction(async (tx) => {
    await tx
      .insert(t.brands)
      .values({ ...c.brand, updatedAt: new Date() })
      .onConflictDoUpdate({ target: t.brands.id, set: overwrite(t.brands, ['id']) });

    await tx
      .insert(t.stores)
      .values(
        c.stores.map((s) => ({
          ...s.endereco,
          id: s.id,
          brandId,
          nome: s.nome,
          telefone: s.telefone,
          complemento: s.endereco.complemento ?? null,
          lat: s.lat,
          lng: s.lng,
          tempoEntrega: s.tempoEntrega,
          raioEntregaKm: s.raioEntregaKm,
          habilitadoShinguru: s.habilitadoShinguru,
          metodoPagamento: s.metodoPagamento,
          ativo: s.ativo,
        })),
      )
      .onConflictDoUpdate({ target: t.stores.id, set: overwrite(t.stores, ['id']) });
    await tx
      .update(t.stores)
      .set({ ativo: false })
      .where(and(eq(t.stores.brandId, brandId), notInArray(t.stores.id, storeIds)));
    await tx.delete(t.storeHours).where(inArray(t.storeHours.storeId, storeIds));
    await tx.delete(t.storeHolidays).where(inArray(t.storeHolidays.storeId, storeIds));
    await tx.delete(t.storeFeeBands).where(inArray(t.storeFeeBands.storeId, storeIds));
    const hours = c.stores.flatMap((s) => s.horarios.map((h) => ({ storeId: s.id, ...h })));
    if (hours.length) await tx.insert(t.storeHours).values(hours);
    const holidays = c.stores.flatMap((s) => [...new Set(s.feriados)].map((dia) => ({ storeId: s.id, dia })));
    if (holidays.length) await tx.insert(t.storeHolidays).values(holidays);
    await tx
      .insert(t.storeFeeBands)
      .values(c.stores.flatMap((s) => s.faixasFrete.map((f) => ({ storeId: s.id, ...f }))));
    const reservationSettings = c.stores.flatMap(({ id: storeId, reservas: r }) =>
      r
        ? [
            {
              storeId,
              enabled: r.ativa,
              seatsPerSlot: r.lugaresPorHorario,
              intervalMinutes: r.intervaloMinutos,
              lastSeatingMinutes: r.ultimaEntradaMinutos,
              maxPartySize: r.maxPessoas,
              daysAhead: r.diasAntecedencia,
              minNoticeMinutes: r.antecedenciaMinutos,
            },
          ]
        : [],
    );
    // A store without `reservas` in the file keeps the settings it has (set by operations; defaults when none).
    if (reservationSettings.length)
      await tx
        .insert(t.storeReservationSettings)
        .values(reservationSettings)
        .onConflictDoUpdate({
          target: t.storeReservationSettings.storeId,
          set: overwrite(t.storeReservationSettings, ['storeId']),
        });

    // The file is the source of payment settings: a store without `pagamentos` offers no payment.
    await tx.delete(t.storePaymentSettings).where(inArray(t.storePaymentSettings.storeId, storeIds));
    const paymentSettings = c.stores.flatMap(({ id: storeId, pagamentos: p }) =>
      p
        ? [
            {
              storeId,
              onlineCards: p.online.cartao,
              onlinePix: p.online.pix,
              deliveryCards: p.entrega.cartao,
              deliveryCash: p.entrega.dinheiro,
            },
          ]
        : [],
    );
    if (paymentSettings.length) await tx.insert(t.storePaymentSettings).values(paymentSettings);

    if (c.categories.length)
      await tx
        .insert(t.categories)
        .values(c.categories.map((x) => ({ ...x, brandId, icone: x.icone ?? null, ativo: true })))
        .onConflictDoUpdate({ target: t.categories.id, set: overwrite(t.categories, ['id']) });
    await tx
      .update(t.categories)
      .set({ ativo: false })
      .where(
        and(
          eq(t.categories.brandId, brandId),
          notInArray(t.categories.id, c.categories.map((x) => x.id).concat(-1)),
        ),
      );

    if (c.allergens.length)
      await tx
        .insert(t.allergens)
        .values(c.allergens.map((a) => ({ ...a, brandId })))
        .onConflictDoUpdate({ target: t.allergens.codigo, set: overwrite(t.allergens, ['codigo']) });

    if (c.products.length) {
      await tx
        .insert(t.products)
        .values(
          c.products.map((p) => ({
            cod: p.cod,
            brandId,
            categoriaId: p.categoriaId,
            nome: p.nome,
            descricao: p.descricao,
            imagem: p.imagem,
            alt: p.alt,
            preco: p.preco,
            precoOriginal: p.precoOriginal ?? null,
            precoObs: p.precoObs ?? null,
            visivelCardapio: p.visivelCardapio,
            kitDelivery: p.kitDelivery,
            ordem: p.ordem,
            ativo: true,
          })),
        )
        .onConflictDoUpdate({ target: t.products.cod, set: productUpsert });
    }
    await tx
      .update(t.products)
      .set({ ativo: false })
      .where(and(eq(t.products.brandId, brandId), notInArray(t.products.cod, productCods.concat(-1))));

    const groupIds = groups.map((g) => g.id).concat(-1);
    const optionCods = groups.flatMap((g) => g.opcoes.map((o) => o.cod)).concat(-1);
    await tx.delete(t.options).where(inArray(t.options.cod, optionCods));
    await tx
      .delete(t.optionGroups)
      .where(
        or(inArray(t.optionGroups.productCod, productCods.concat(-1)), inArray(t.optionGroups.id, groupIds)),
      );
    if (groups.length) {
      await tx.insert(t.optionGroups).values(
        groups.map((g) => ({
          id: g.id,
          productCod: g.productCod,
          nome: g.nome,
          tipoOpcional: g.tipo_opcional,
          tipoPreco: g.tipo_preco,
          min: g.min,
          max: g.max,
          regra: g.regra ?? g.max,
          ordem: g.ordem,
        })),
      );
      await tx
        .insert(t.options)
        .values(groups.flatMap((g) => g.opcoes.map((o, ordem) => ({ ...o, groupId: g.id, ordem }))));
    }

    const cods = productCods.concat(-1);
    await tx.delete(t.productAllergens).where(inArray(t.productAllergens.productCod, cods));
    await tx.delete(t.nutritionTables).where(inArray(t.nutritionTables.productCod, cods));
    await tx.delete(t.kitItems).where(inArray(t.kitItems.kitCod, cods));
    // "Esgotado hoje" is the day's state of a store, not the file's: it outlives a publish until its midnight.
    const soldOut = await tx
      .select({
        productCod: t.productStores.productCod,
        storeId: t.productStores.storeId,
        esgotadoAte: t.productStores.esgotadoAte,
      })
      .from(t.productStores)
      .where(and(inArray(t.productStores.productCod, cods), soldOutToday));
    await tx.delete(t.productStores).where(inArray(t.productStores.productCod, cods));
    const links = c.products.flatMap((p) =>
      p.alergenicos.map((a) => ({
        productCod: p.cod,
        allergenCodigo: a.codigo,
        visibilidade: a.visibilidade,
      })),
    );
    if (links.length) await tx.insert(t.productAllergens).values(links);
    const nutrition = c.products.flatMap((p) =>
      p.tabelaNutricional
        ? [
            {
              productCod: p.cod,
              porcao: p.tabelaNutricional.porcao,
              imagem: p.tabelaNutricional.imagem ?? null,
              pdf: p.tabelaNutricional.pdf ?? null,
              itens: p.tabelaNutricional.itens,
            },
          ]
        : [],
    );
    if (nutrition.length) await tx.insert(t.nutritionTables).values(nutrition);
    const kits = c.products.flatMap((p) =>
      (p.kit ?? []).map((k) => ({ kitCod: p.cod, itemCod: k.cod, qtd: k.qtd })),
    );
    if (kits.length) await tx.insert(t.kitItems).values(kits);
    const perStore = c.products.flatMap((p) =>
      p.lojas.map((l) => ({
        productCod: p.cod,
        storeId: l.lojaId,
        disponivel: l.disponivel,
        preco: l.preco ?? null,
      })),
    );
    if (perStore.length) await tx.insert(t.productStores).values(perStore);
    for (const { productCod, storeId, esgotadoAte } of soldOut)
      await tx
        .insert(t.productStores)
        .values({ productCod, storeId, disponivel: true, esgotadoAte })
        .onConflictDoUpdate({
          target: [t.productStores.productCod, t.productStores.storeId],
          set: { esgotadoAte },
        });

    if (c.banners.length)
      await tx
        .insert(t.banners)
        .values(
          c.banners.map((b) => ({
            id: b.id,
            brandId,
            nome: b.nome,
            imagem: b.imagem,
            tipo: b.tipo,
            produtoId: b.produto_id ?? null,
            categoriaId: b.categoria_id ?? null,
            link: b.link ?? null,
            plataforma: b.plataforma,
            padrao: b.padrao,
            ordem: b.ordem,
            lojas: b.lojas,
            ativo: true,
            // a file's banners have no schedule: shown while active
            validoDe: null,
            validoAte: null,
          })),
        )
        .onConflictDoUpdate({ target: t.banners.id, set: overwrite(t.banners, ['id']) });
    await tx
      .update(t.banners)
      .set({ ativo: false })
      .where(
        and(eq(t.banners.brandId, brandId), notInArray(t.banners.id, c.banners.map((b) => b.id).concat(-1))),
      );

    await tx.delete(t.suggestions).where(eq(t.suggestions.brandId, brandId));
    if (c.suggestions.length)
      await tx
        .insert(t.suggestions)
        .values(c.suggestions.map((s) => ({ productCod: s.cod, brandId, ordem: s.ordem, lojas: s.lojas })));

    await publishLoyalty(tx, brandId, c);
    await publishCoupons(tx, brandId, c);
    if (newGiftCards.length) await tx.insert(t.giftCards).values(newGiftCards).onConflictDoNothing();
    for (const g of c.giftCards)
      await tx
        .update(t.giftCards)
        .set({ validade: g.validade, bloqueado: g.bloqueado })
        .where(and(eq(t.giftCards.numero, g.numero), eq(t.giftCards.brandId, brandId)));

    await tx.insert(t.catalogImports).values({ brandId, checksum, counts });
  });
  return { brandId, checksum, counts };
}

/**
 * A product of the file over the stored one: every column from the file, and the version (the back office's
 * optimistic concurrency) moved only when something changed, so that a save based on what the import replaced is
 * refused with 409 while publishing the same file again changes nothing.
 */
const productUpsert = (() => {
  const compared = Object.values(getTableColumns(t.products))
    .map((column) => column.name)
    .filter((name) => name !== 'cod' && name !== 'versao');
  const stored = sql.raw(compared.map((name) => `"products"."${name}"`).join(', '));
  const incoming = sql.raw(compared.map((name) => `excluded."${name}"`).join(', '));
  return {
    ...overwrite(t.products, ['cod', 'versao']),
    versao: sql`case when (${stored}) is distinct from (${incoming}) then ${t.products.versao} + 1 else ${t.products.versao} end`,
  };
})();

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Coupons are upserted by code: their definition follows the file, their usage count (`usos`) never changes here.
 * Coupons missing from the file are deactivated.
 */
async function publishCoupons(tx: Tx, brandId: number, c: CatalogFile): Promise<void> {
  const rows = c.coupons.map((x) => couponRowOf(brandId, x));
  if (rows.length)
    await tx
      .insert(t.coupons)
      .values(rows)
      .onConflictDoUpdate({
        target: [t.coupons.brandId, t.coupons.codigo],
        set: overwrite(t.coupons, ['id', 'brandId', 'codigo', 'usos']),
      });
  await tx
    .update(t.coupons)
    .set({ ativo: false })
    .where(
      and(eq(t.coupons.brandId, brandId), notInArray(t.coupons.codigo, rows.map((r) => r.codigo).concat(''))),
    );
}

/**
 * The Shinguru levels' look and the benefits, upserted by level and by id; benefits missing from the file are
 * deactivated (wallet items already granted keep pointing at them).
 */
async function publishLoyalty(tx: Tx, brandId: number, c: CatalogFile): Promise<void> {
  const loyalty = c.loyalty;
  if (!loyalty) return;
  await tx
    .insert(t.loyaltyLevels)
    .values(loyalty.levels.map((level) => ({ brandId, ...level })))
    .onConflictDoUpdate({
      target: [t.loyaltyLevels.brandId, t.loyaltyLevels.nivel],
      set: overwrite(t.loyaltyLevels, ['brandId', 'nivel']),
    });
  const benefits = loyalty.benefits.map((b) => ({
    ...b,
    brandId,
    produtoCod: b.produtoCod ?? null,
    validadeDias: b.validadeDias ?? null,
  }));
  if (benefits.length)
    await tx
      .insert(t.loyaltyBenefits)
      .values(benefits)
      .onConflictDoUpdate({ target: t.loyaltyBenefits.id, set: overwrite(t.loyaltyBenefits, ['id']) });
  await tx
    .update(t.loyaltyBenefits)
    .set({ ativo: false })
    .where(
      and(
        eq(t.loyaltyBenefits.brandId, brandId),
        notInArray(t.loyaltyBenefits.id, benefits.map((b) => b.id).concat(-1)),
      ),
    );
}

/**
 * Gift cards the file issues that the database does not hold yet, with their passwords hashed (outside the
 * transaction: argon2id is slow on purpose). Cards already issued keep their balance and password.
 */
async function giftCardsToIssue(db: Db, c: CatalogFile): Promise<Array<typeof t.giftCards.$inferInsert>> {
  if (c.giftCards.length === 0) return [];
  const existing = await db
    .select({ numero: t.giftCards.numero })
    .from(t.giftCards)
    .where(
      inArray(
        t.giftCards.numero,
        c.giftCards.map((g) => g.numero),
      ),
    );
  const known = new Set(existing.map((e) => e.numero));
  const fresh = c.giftCards.filter((g) => !known.has(g.numero));
  return Promise.all(
    fresh.map(async (g) => ({
      brandId: c.brand.id,
      numero: g.numero,
      senhaHash: g.senhaHash ?? (await hashGiftCardPassword(g.senha ?? '')),
      saldo: g.saldo,
      validade: g.validade,
      bloqueado: g.bloqueado,
    })),
  );
}
