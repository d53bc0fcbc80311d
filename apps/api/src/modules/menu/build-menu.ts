import type { Menu, MenuProduct, OptionGroup, Price } from '@comanda/contract';
import { formatBRL, isNoChoiceExtra, isPromotionalPrice } from '@comanda/domain';
import type { GroupRow, MenuData, OptionRow } from './repository.ts';

const price = (unit: number, qtd = 1): Price => ({
  valor: unit * qtd,
  texto: formatBRL(unit * qtd),
  unitario: unit,
});

function optionGroup(group: GroupRow, options: OptionRow[]): OptionGroup {
  const extras = group.tipoOpcional === 'Adicional';
  const choices = options.map((o) => ({
    cod: o.cod,
    opcional: o.nome,
    selecionado: false,
    preco: price(o.preco),
  }));
  return {
    id: group.id,
    nome: group.nome,
    tipo_opcional: group.tipoOpcional,
    tipo_preco: group.tipoPreco,
    regra: group.regra,
    min: group.min,
    max: group.max,
    adicionais: extras
      ? options.map((o) => ({
          cod: o.cod,
          opcional: o.nome,
          qtd: 0,
          preco: price(o.preco),
          sem_escolha: isNoChoiceExtra(o.nome),
        }))
      : [],
    opcionais: group.tipoOpcional === 'Opcional' ? choices : [],
    obrigatorios: group.tipoOpcional === 'Obrigatório' ? choices : [],
  };
}

function groupBy<T, K>(items: T[], key: (item: T) => K): Map<K, T[]> {
  const map = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = map.get(k);
    if (list) list.push(item);
    else map.set(k, [item]);
  }
  return map;
}

/** Turns the catalogue rows into the §3 menu: store prices applied, unavailable products left out. */
export function buildMenu(brandId: number, data: MenuData, loja: Menu['loja']): Menu {
  const overrides = new Map(data.storeOverrides.map((o) => [o.productCod, o]));
  const optionsByGroup = groupBy(data.options, (o) => o.groupId);
  const groupsByProduct = groupBy(data.groups, (g) => g.productCod);
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
      observacoes: (groupsByProduct.get(p.cod) ?? []).map((g) =>
        optionGroup(g, optionsByGroup.get(g.id) ?? []),
      ),
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
