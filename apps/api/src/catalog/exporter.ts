import type { CatalogFile } from '@comanda/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import * as t from '../db/schema/index.ts';

/** Drops the keys whose value is null or undefined: the file says "absent", not "null". */
function present<T extends Record<string, unknown>>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== null && v !== undefined)) as T;
}

/**
 * The brand's catalogue as a catalogue file (docs/backoffice.md, "The catalogue file, exported"): what `npm run catalog:import` would
 * publish to make the database what it is now, so a brand can keep its file, edit it and publish it again without
 * losing what the back office changed. Not in it: gift cards (their passwords are never handed out; an import leaves
 * cards it does not list as they are), hidden categories with their products, inactive products and banners (an
 * import deactivates what it does not list), banners' schedules, "esgotado hoje" (the day's state of a store).
 */
export async function exportCatalog(db: Db, brandId: number): Promise<CatalogFile> {
  const [brand] = await db.select().from(t.brands).where(eq(t.brands.id, brandId));
  if (!brand) throw new Error(`no brand ${brandId}`);
  const stores = await db
    .select()
    .from(t.stores)
    .where(eq(t.stores.brandId, brandId))
    .orderBy(asc(t.stores.id));
  const storeIds = stores.map((s) => s.id).concat(-1);
  const categories = await db
    .select()
    .from(t.categories)
    .where(and(eq(t.categories.brandId, brandId), eq(t.categories.ativo, true)))
    .orderBy(asc(t.categories.ordem), asc(t.categories.id));
  const products = await db
    .select()
    .from(t.products)
    .where(
      and(
        eq(t.products.brandId, brandId),
        eq(t.products.ativo, true),
        inArray(t.products.categoriaId, categories.map((c) => c.id).concat(-1)),
      ),
    )
    .orderBy(asc(t.products.ordem), asc(t.products.cod));
  const cods = products.map((p) => p.cod).concat(-1);
  const [
    hours,
    holidays,
    bands,
    reservations,
    payments,
    allergens,
    links,
    nutrition,
    groups,
    kits,
    perStore,
  ] = await Promise.all([
    db
      .select()
      .from(t.storeHours)
      .where(inArray(t.storeHours.storeId, storeIds))
      .orderBy(asc(t.storeHours.dia), asc(t.storeHours.abre)),
    db
      .select()
      .from(t.storeHolidays)
      .where(inArray(t.storeHolidays.storeId, storeIds))
      .orderBy(asc(t.storeHolidays.dia)),
    db
      .select()
      .from(t.storeFeeBands)
      .where(inArray(t.storeFeeBands.storeId, storeIds))
      .orderBy(asc(t.storeFeeBands.ateKm)),
    db.select().from(t.storeReservationSettings).where(inArray(t.storeReservationSettings.storeId, storeIds)),
    db.select().from(t.storePaymentSettings).where(inArray(t.storePaymentSettings.storeId, storeIds)),
    db.select().from(t.allergens).where(eq(t.allergens.brandId, brandId)).orderBy(asc(t.allergens.codigo)),
    db
      .select()
      .from(t.productAllergens)
      .where(inArray(t.productAllergens.productCod, cods))
      .orderBy(asc(t.productAllergens.allergenCodigo)),
    db.select().from(t.nutritionTables).where(inArray(t.nutritionTables.productCod, cods)),
    db
      .select()
      .from(t.optionGroups)
      .where(inArray(t.optionGroups.productCod, cods))
      .orderBy(asc(t.optionGroups.ordem), asc(t.optionGroups.id)),
    db.select().from(t.kitItems).where(inArray(t.kitItems.kitCod, cods)).orderBy(asc(t.kitItems.itemCod)),
    db
      .select()
      .from(t.productStores)
      .where(inArray(t.productStores.productCod, cods))
      .orderBy(asc(t.productStores.storeId)),
  ]);
  const options = await db
    .select()
    .from(t.options)
    .where(inArray(t.options.groupId, groups.map((g) => g.id).concat(-1)))
    .orderBy(asc(t.options.ordem), asc(t.options.cod));
  const [banners, suggestions, coupons, levels, benefits] = await Promise.all([
    db
      .select()
      .from(t.banners)
      .where(and(eq(t.banners.brandId, brandId), eq(t.banners.ativo, true)))
      .orderBy(asc(t.banners.ordem), asc(t.banners.id)),
    db
      .select()
      .from(t.suggestions)
      .where(eq(t.suggestions.brandId, brandId))
      .orderBy(asc(t.suggestions.ordem), asc(t.suggestions.productCod)),
    db.select().from(t.coupons).where(eq(t.coupons.brandId, brandId)).orderBy(asc(t.coupons.codigo)),
    db
      .select()
      .from(t.loyaltyLevels)
      .where(eq(t.loyaltyLevels.brandId, brandId))
      .orderBy(asc(t.loyaltyLevels.nivel)),
    db
      .select()
      .from(t.loyaltyBenefits)
      .where(eq(t.loyaltyBenefits.brandId, brandId))
      .orderBy(asc(t.loyaltyBenefits.id)),
  ]);
  const ofStore = <R extends { storeId: number }>(rows: R[], id: number) =>
    rows.filter((r) => r.storeId === id);
  const ofProduct = <R extends { productCod: number }>(rows: R[], cod: number) =>
    rows.filter((r) => r.productCod === cod);

  return {
    brand: {
      id: brand.id,
      nome: brand.nome,
      loyaltyBrandId: brand.loyaltyBrandId,
      loyaltyName: brand.loyaltyName,
      defaultStoreId: brand.defaultStoreId,
    },
    stores: stores.map((s) => {
      const reserva = ofStore(reservations, s.id)[0];
      const pay = ofStore(payments, s.id)[0];
      return present({
        id: s.id,
        nome: s.nome,
        telefone: s.telefone,
        endereco: present({
          logradouro: s.logradouro,
          numero: s.numero,
          complemento: s.complemento,
          bairro: s.bairro,
          cidade: s.cidade,
          estado: s.estado,
          cep: s.cep,
        }),
        lat: s.lat,
        lng: s.lng,
        tempoEntrega: s.tempoEntrega,
        raioEntregaKm: s.raioEntregaKm,
        faixasFrete: ofStore(bands, s.id).map(({ ateKm, valor }) => ({ ateKm, valor })),
        horarios: ofStore(hours, s.id).map(({ dia, abre, fecha }) => ({ dia, abre, fecha })),
        feriados: ofStore(holidays, s.id).map((h) => h.dia),
        habilitadoShinguru: s.habilitadoShinguru,
        metodoPagamento: s.metodoPagamento as 'mundipagg' | 'braspag',
        ativo: s.ativo,
        reservas: reserva && {
          ativa: reserva.enabled,
          lugaresPorHorario: reserva.seatsPerSlot,
          intervaloMinutos: reserva.intervalMinutes,
          ultimaEntradaMinutos: reserva.lastSeatingMinutes,
          maxPessoas: reserva.maxPartySize,
          diasAntecedencia: reserva.daysAhead,
          antecedenciaMinutos: reserva.minNoticeMinutes,
        },
        pagamentos: pay && {
          online: { cartao: pay.onlineCards, pix: pay.onlinePix },
          entrega: { cartao: pay.deliveryCards, dinheiro: pay.deliveryCash },
        },
      }) as CatalogFile['stores'][number];
    }),
    categories: categories.map(
      (c) =>
        present({
          id: c.id,
          nome: c.nome,
          ordem: c.ordem,
          icone: c.icone,
        }) as CatalogFile['categories'][number],
    ),
    allergens: allergens.map(({ codigo, nome, icone }) => ({ codigo, nome, icone })),
    products: products.map((p) => {
      const table = ofProduct(nutrition, p.cod)[0];
      const kit = kits.filter((k) => k.kitCod === p.cod).map((k) => ({ cod: k.itemCod, qtd: k.qtd }));
      return present({
        cod: p.cod,
        nome: p.nome,
        descricao: p.descricao,
        imagem: p.imagem,
        alt: p.alt,
        categoriaId: p.categoriaId,
        preco: p.preco,
        precoOriginal: p.precoOriginal,
        precoObs: p.precoObs,
        visivelCardapio: p.visivelCardapio,
        kitDelivery: p.kitDelivery,
        ordem: p.ordem,
        alergenicos: ofProduct(links, p.cod).map((a) => ({
          codigo: a.allergenCodigo,
          visibilidade: a.visibilidade,
        })),
        tabelaNutricional:
          table &&
          present({
            porcao: table.porcao,
            imagem: table.imagem,
            pdf: table.pdf,
            itens: table.itens.map((item) => present({ ...item })),
          }),
        grupos: groups
          .filter((g) => g.productCod === p.cod)
          .map((g) => ({
            id: g.id,
            nome: g.nome,
            tipo_opcional: g.tipoOpcional,
            tipo_preco: g.tipoPreco,
            min: g.min,
            max: g.max,
            regra: g.regra,
            opcoes: options
              .filter((o) => o.groupId === g.id)
              .map(({ cod, nome, preco }) => ({ cod, nome, preco })),
          })),
        kit: kit.length ? kit : undefined,
        lojas: ofProduct(perStore, p.cod)
          .filter((l) => !l.disponivel || l.preco !== null)
          .map((l) => present({ lojaId: l.storeId, disponivel: l.disponivel, preco: l.preco })),
      }) as CatalogFile['products'][number];
    }),
    banners: banners.map(
      (b) =>
        present({
          id: b.id,
          nome: b.nome,
          imagem: b.imagem,
          tipo: b.tipo,
          produto_id: b.produtoId,
          categoria_id: b.categoriaId,
          link: b.link,
          plataforma: b.plataforma,
          padrao: b.padrao,
          ordem: b.ordem,
          lojas: b.lojas,
        }) as CatalogFile['banners'][number],
    ),
    suggestions: suggestions.map((s) => ({ cod: s.productCod, ordem: s.ordem, lojas: s.lojas })),
    coupons: coupons.map(
      (c) =>
        present({
          codigo: c.codigo,
          descricao: c.descricao,
          tipo: c.tipo,
          valor: c.valor,
          frete: c.fretePercent,
          categoriaId: c.categoriaId,
          produtoCod: c.produtoCod,
          valorMinimo: c.valorMinimo,
          validoDe: c.validoDe,
          validoAte: c.validoAte,
          lojas: c.lojas,
          limiteTotal: c.limiteTotal,
          limitePorCliente: c.limitePorCliente,
          primeiroPedido: c.primeiroPedido,
          ativo: c.ativo,
          beneficioId: c.benefitId,
        }) as CatalogFile['coupons'][number],
    ),
    giftCards: [],
    ...(levels.length === 4
      ? {
          loyalty: {
            levels: levels.map(({ nivel, background, borderColor, logo, icone, classe }) => ({
              nivel,
              background,
              borderColor,
              logo,
              icone,
              classe,
            })),
            benefits: benefits.map(
              (b) =>
                present({
                  id: b.id,
                  slug: b.slug,
                  nome: b.nome,
                  descricao: b.descricao,
                  icone: b.icone,
                  categoria: b.categoria,
                  uso: b.uso,
                  nivel: b.nivel,
                  recorrencia: b.recorrencia,
                  produtoCod: b.produtoCod,
                  validadeDias: b.validadeDias,
                  versao: b.versao,
                  ativo: b.ativo,
                }) as NonNullable<CatalogFile['loyalty']>['benefits'][number],
            ),
          },
        }
      : {}),
  };
}
