import type { Menu, MenuProduct } from '@comanda/contract';
import { isPromotionalPrice } from '@comanda/domain';
import { groupBy, optionIndex, price, toOptionGroup } from './option-groups.ts';
import type { MenuData } from './repository.ts';

/** Turns the catalogue rows into the §3 menu: store prices applied, unavailable products left out. */
export function buildMenu(brandId: number, data: MenuData, loja: Menu['loja']): Menu {
  const overrides = new Map(data.overrides.map((o) => [o.productCod, o]));
  const options = optionIndex(data.groups, data.options);
  const allergensByProduct = groupBy(data.allergens, (a) => a.productCod);
  const nutritionByProduct = new Map(data.nutrition.map((n) => [n.productCod, n]));
  const kitByProduct = groupBy(data.kitItems, (k) => k.kitCod);
  const names = new Map(data.products.map((p) => [p.cod, p.nome]));
  const categoryNames = new Map(data.categories.map((c) => [c.id, c.nome]));

  const products: MenuProduct[] = [];
  for (const p of data.products) {
    const override = overrides.get(p.cod);
    if (override && !override.disponivel) continue;
    const category = categoryNames.get(p.categoriaId);
    if (category === undefined) continue;
    const unit = override?.preco ?? p.preco;
    const nutrition = nutritionByProduct.get(p.cod);
    products.push({
      cod: p.cod,
      id: p.cod,
      produto: p.nome,
      nome: p.nome,
      descricao: p.descricao,
      imagem: p.imagem,
      alt: p.alt,
      categoria: category,
      categoriaId: p.categoriaId,
      preco: price(unit),
      preco_original: isPromotionalPrice(unit, p.precoOriginal) ? price(p.precoOriginal!) : null,
      preco_obs: p.precoObs,
      promocional: isPromotionalPrice(unit, p.precoOriginal),
      visivel_cardapio: p.visivelCardapio,
      kit_delivery: p.kitDelivery,
      beneficio: false,
      alergenicos: (allergensByProduct.get(p.cod) ?? []).map(({ nome, icone, visibilidade }) => ({
        nome,
        icone,
        visibilidade,
      })),
      tabela_nutricional: nutrition
        ? {
            porcao: nutrition.porcao,
            imagem: nutrition.imagem,
            pdf: nutrition.pdf,
            itens: nutrition.itens.map((i) => ({ nome: i.nome, quantidade: i.quantidade, vd: i.vd ?? null })),
          }
        : null,
      observacoes: options.groupsOf(p.cod).map((g) => toOptionGroup(g, options.optionsOf(g.id))),
      kit_itens: (kitByProduct.get(p.cod) ?? []).map((k) => ({
        cod: k.itemCod,
        nome: names.get(k.itemCod) ?? '',
        qtd: k.qtd,
      })),
    });
  }
  const byCategory = groupBy(products, (p) => p.categoriaId);
  return {
    marcaId: brandId,
    loja,
    categorias: data.categories
      .map((c) => ({ id: c.id, nome: c.nome, icone: c.icone, produtos: byCategory.get(c.id) ?? [] }))
      .filter((c) => c.produtos.length > 0),
  };
}
