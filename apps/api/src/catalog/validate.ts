import { type CatalogFile, catalogFile, refusingControlCharacters } from '@comanda/contract';
import { deliveryAreaProblem, groupMinimum, optionGroupProblem } from '@comanda/domain';

export type CatalogValidation = { ok: true; catalog: CatalogFile } | { ok: false; errors: string[] };

function label(raw: unknown, path: ReadonlyArray<PropertyKey>): string {
  const parts: string[] = [];
  let node: unknown = raw;
  for (const key of path) {
    if (node && typeof node === 'object') node = (node as Record<PropertyKey, unknown>)[key];
    else node = undefined;
    if (typeof key === 'number' && node && typeof node === 'object') {
      const entry = node as Record<string, unknown>;
      const ident = entry.cod ?? entry.id ?? entry.codigo;
      const name = entry.nome ? ` (${String(entry.nome)})` : '';
      parts.push(ident === undefined ? `[${key}]` : `[${key}: ${String(ident)}${name}]`);
    } else {
      parts.push(parts.length ? `.${String(key)}` : String(key));
    }
  }
  return parts.join('');
}

function duplicates(values: Array<number | string>): Array<number | string> {
  const seen = new Set<number | string>();
  const repeated = new Set<number | string>();
  for (const v of values) (seen.has(v) ? repeated : seen).add(v);
  return [...repeated];
}

/** Cross-references that a schema cannot express: unique ids and every id pointing at something real. */
function referenceErrors(c: CatalogFile): string[] {
  const errors: string[] = [];
  const unique = (what: string, values: Array<number | string>) => {
    for (const d of duplicates(values)) errors.push(`${what} ${d} aparece mais de uma vez.`);
  };
  const groups = c.products.flatMap((p) => p.grupos);
  unique(
    'loja',
    c.stores.map((s) => s.id),
  );
  unique(
    'categoria',
    c.categories.map((x) => x.id),
  );
  unique(
    'alergênico',
    c.allergens.map((a) => a.codigo),
  );
  unique(
    'produto',
    c.products.map((p) => p.cod),
  );
  unique(
    'grupo de opções',
    groups.map((g) => g.id),
  );
  unique(
    'opção',
    groups.flatMap((g) => g.opcoes.map((o) => o.cod)),
  );
  unique(
    'banner',
    c.banners.map((b) => b.id),
  );
  unique(
    'sugestão do produto',
    c.suggestions.map((s) => s.cod),
  );

  const storeIds = new Set(c.stores.map((s) => s.id));
  const categoryIds = new Set(c.categories.map((x) => x.id));
  const allergenCodes = new Set(c.allergens.map((a) => a.codigo));
  const productCods = new Set(c.products.map((p) => p.cod));

  if (!storeIds.has(c.brand.defaultStoreId))
    errors.push(`brand.defaultStoreId ${c.brand.defaultStoreId} não existe.`);
  for (const s of c.stores) {
    const area = deliveryAreaProblem(s.faixasFrete, s.raioEntregaKm);
    if (area === 'bands_short_of_radius')
      errors.push(`loja ${s.id} (${s.nome}): as faixas de frete não cobrem o raio de entrega.`);
    if (area === 'repeated_band')
      errors.push(`loja ${s.id} (${s.nome}): duas faixas de frete com a mesma distância.`);
    // Cielo (braspag) charges no meal voucher online (docs/payments.md): a store on it cannot offer one in the app.
    if (s.metodoPagamento === 'braspag' && s.pagamentos?.online.cartao.MEAL_VOUCHER.length)
      errors.push(
        `loja ${s.id} (${s.nome}): com metodoPagamento braspag, pagamentos.online.cartao.MEAL_VOUCHER deve ficar vazio.`,
      );
  }
  for (const p of c.products) {
    const who = `produto ${p.cod} (${p.nome})`;
    if (!categoryIds.has(p.categoriaId)) errors.push(`${who}: categoriaId ${p.categoriaId} não existe.`);
    for (const a of p.alergenicos)
      if (!allergenCodes.has(a.codigo)) errors.push(`${who}: alergênico '${a.codigo}' não existe.`);
    for (const l of p.lojas) if (!storeIds.has(l.lojaId)) errors.push(`${who}: loja ${l.lojaId} não existe.`);
    for (const k of p.kit ?? []) {
      if (!productCods.has(k.cod)) errors.push(`${who}: item de kit ${k.cod} não existe.`);
      if (k.cod === p.cod) errors.push(`${who}: um kit não pode conter a si mesmo.`);
    }
    if (p.kitDelivery && !p.kit?.length) errors.push(`${who}: kit delivery sem itens.`);
    if (p.precoOriginal !== undefined && p.precoOriginal <= p.preco)
      errors.push(`${who}: precoOriginal deve ser maior que preco.`);
    for (const g of p.grupos) {
      const problem = optionGroupProblem({ ...g, regra: g.regra ?? g.max }, g.opcoes.length);
      if (problem === 'more_choices_than_options')
        errors.push(`${who}: grupo ${g.id} (${g.nome}) permite mais escolhas do que opções.`);
      // The domain's rule for what a group demands (ADR 0146): a minimum no customer can reach blocks the dish.
      if (problem === 'unreachable_minimum')
        errors.push(
          `${who}: grupo ${g.id} (${g.nome}) exige ${groupMinimum(g)} escolhas, mais do que permite ou oferece.`,
        );
    }
  }
  for (const b of c.banners) {
    const who = `banner ${b.id} (${b.nome})`;
    if (b.tipo === 'produto' && (b.produto_id === undefined || !productCods.has(b.produto_id)))
      errors.push(`${who}: produto_id ausente ou inexistente.`);
    if (b.tipo === 'categoria' && (b.categoria_id === undefined || !categoryIds.has(b.categoria_id)))
      errors.push(`${who}: categoria_id ausente ou inexistente.`);
    if (b.tipo === 'link' && !b.link) errors.push(`${who}: link ausente.`);
    for (const l of b.lojas) if (!storeIds.has(l)) errors.push(`${who}: loja ${l} não existe.`);
  }
  for (const s of c.suggestions) {
    if (!productCods.has(s.cod)) errors.push(`sugestão: produto ${s.cod} não existe.`);
    for (const l of s.lojas)
      if (!storeIds.has(l)) errors.push(`sugestão do produto ${s.cod}: loja ${l} não existe.`);
  }
  errors.push(...couponAndGiftCardErrors(c, storeIds, categoryIds, productCods));
  errors.push(...loyaltyErrors(c, productCods));
  return errors;
}

/** The Shinguru section: one look per level, unique benefits, each 'produto' benefit naming a real product. */
function loyaltyErrors(c: CatalogFile, productCods: Set<number>): string[] {
  if (!c.loyalty) return [];
  const errors: string[] = [];
  const levels = c.loyalty.levels.map((l) => l.nivel).sort();
  if (levels.join() !== '1,2,3,4')
    errors.push('loyalty.levels: informe os níveis 1, 2, 3 e 4, uma vez cada.');
  for (const d of duplicates(c.loyalty.benefits.map((b) => b.id)))
    errors.push(`benefício ${d} aparece mais de uma vez.`);
  for (const d of duplicates(c.loyalty.benefits.map((b) => b.slug)))
    errors.push(`benefício ${d} aparece mais de uma vez.`);
  for (const b of c.loyalty.benefits) {
    const who = `benefício ${b.id} (${b.nome})`;
    if (b.uso === 'produto' && (b.produtoCod === undefined || !productCods.has(b.produtoCod)))
      errors.push(`${who}: benefício de produto sem produtoCod de um produto do catálogo.`);
    if (b.recorrencia === 'permanente' && b.uso !== 'restaurante')
      errors.push(`${who}: só benefícios do restaurante são permanentes.`);
  }
  return errors;
}

function couponAndGiftCardErrors(
  c: CatalogFile,
  storeIds: Set<number>,
  categoryIds: Set<number>,
  productCods: Set<number>,
): string[] {
  const errors: string[] = [];
  const benefitIds = new Set(c.loyalty?.benefits.map((b) => b.id));
  for (const d of duplicates(c.coupons.map((x) => x.codigo.toUpperCase())))
    errors.push(`cupom ${d} aparece mais de uma vez.`);
  for (const d of duplicates(c.giftCards.map((g) => g.numero)))
    errors.push(`gift card ${d} aparece mais de uma vez.`);
  for (const x of c.coupons) {
    const who = `cupom ${x.codigo}`;
    if (x.tipo === 'porcentagem' && (x.valor < 1 || x.valor > 100))
      errors.push(`${who}: porcentagem deve estar entre 1 e 100.`);
    if (x.tipo === 'produto' && x.produtoCod === undefined)
      errors.push(`${who}: cupom de produto sem produtoCod.`);
    if (x.tipo === 'beneficio' && x.valor > 100)
      errors.push(`${who}: cupom de benefício: valor é uma porcentagem de 0 a 100.`);
    if (x.tipo === 'beneficio' && (x.beneficioId === undefined || !benefitIds.has(x.beneficioId)))
      errors.push(`${who}: cupom de benefício sem beneficioId de um benefício do Shinguru.`);
    if (x.tipo !== 'beneficio' && x.beneficioId !== undefined)
      errors.push(`${who}: só cupons de benefício têm beneficioId.`);
    if (x.categoriaId !== undefined && !categoryIds.has(x.categoriaId))
      errors.push(`${who}: categoriaId ${x.categoriaId} não existe.`);
    if (x.produtoCod !== undefined && !productCods.has(x.produtoCod))
      errors.push(`${who}: produtoCod ${x.produtoCod} não existe.`);
    if (x.validoDe && x.validoAte && x.validoDe > x.validoAte)
      errors.push(`${who}: validoDe depois de validoAte.`);
    for (const l of x.lojas) if (!storeIds.has(l)) errors.push(`${who}: loja ${l} não existe.`);
  }
  return errors;
}

/** Validates a whole catalogue file; every wrong entry is named, so a brand can fix the file in one pass. */
export function validateCatalog(raw: unknown): CatalogValidation {
  const parsed = refusingControlCharacters(catalogFile).safeParse(raw);
  if (!parsed.success) {
    return {
      ok: false,
      errors: parsed.error.issues.map(
        (i) =>
          `${label(raw, i.path)}: ${i.message.replaceAll('{campo}', String(i.path.at(-1) ?? 'arquivo'))}`,
      ),
    };
  }
  const errors = referenceErrors(parsed.data);
  return errors.length ? { ok: false, errors } : { ok: true, catalog: parsed.data };
}
