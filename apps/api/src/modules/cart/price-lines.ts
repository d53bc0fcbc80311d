import type { CartLineInput, PricedCartLine } from '@comanda/contract';
import {
  buildCartLine,
  type CartItem,
  cartItemFromLine,
  formatBRL,
  isNoChoiceExtra,
  isPromotionalPrice,
  type OptionGroup,
  validateProductSelection,
} from '@comanda/domain';
import { HttpError } from '../../http/errors.ts';
import type { CartCatalog, CartGroupRow, CartOptionRow } from './repository.ts';

/** Not in the spec: refusals of a bag line that names something the store does not sell. */
export const CART_MESSAGES = {
  unknownProduct: (cod: number) => `Produto indisponível: o produto ${cod} não está no cardápio.`,
  unavailableProduct: (nome: string) => `Produto indisponível: ${nome} não está disponível nesta loja.`,
  foreignOption: (cod: number, nome: string) => `Opção indisponível: a opção ${cod} não pertence a ${nome}.`,
  emptyBag: 'Sua sacola está vazia.',
  pricesChanged: 'Os preços da sua sacola foram atualizados.',
} as const;

/** The bag priced from the catalogue: §3 Cart lines, the items the totals read, and whether a client price differed. */
export interface PricedLines {
  lines: PricedCartLine[];
  items: CartItem[];
  pricesChanged: boolean;
}

const price = (unit: number) => ({ valor: unit, texto: formatBRL(unit), unitario: unit });

function groupBy<T, K>(items: readonly T[], key: (item: T) => K): Map<K, T[]> {
  const map = new Map<K, T[]>();
  for (const item of items) {
    const list = map.get(key(item));
    if (list) list.push(item);
    else map.set(key(item), [item]);
  }
  return map;
}

/** A catalogue group with the customer's extras (cod → units) and choices applied, as the domain reads it. */
function selectedGroup(
  group: CartGroupRow,
  options: readonly CartOptionRow[],
  extras: ReadonlyMap<number, number>,
  choices: ReadonlySet<number>,
): OptionGroup {
  const choiceList = options.map((o) => ({
    cod: o.cod,
    opcional: o.nome,
    selecionado: choices.has(o.cod),
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
    adicionais:
      group.tipoOpcional === 'Adicional'
        ? options.map((o) => ({
            cod: o.cod,
            opcional: o.nome,
            qtd: extras.get(o.cod) ?? 0,
            preco: price(o.preco),
            sem_escolha: isNoChoiceExtra(o.nome),
          }))
        : [],
    opcionais: group.tipoOpcional === 'Opcional' ? choiceList : [],
    obrigatorios: group.tipoOpcional === 'Obrigatório' ? choiceList : [],
  };
}

/**
 * Prices each bag line from the catalogue with the domain (store price, option groups, §5 rules). Refuses with a
 * 422 a product the store does not sell, an option of another product and any group rule the domain refuses.
 * Prices the client sent are only compared.
 */
export function priceLines(catalog: CartCatalog, input: readonly CartLineInput[]): PricedLines {
  const products = new Map(catalog.products.map((p) => [p.cod, p]));
  const overrides = new Map(catalog.overrides.map((o) => [o.productCod, o]));
  const groupsByProduct = groupBy(catalog.groups, (g) => g.productCod);
  const optionsByGroup = groupBy(catalog.options, (o) => o.groupId);
  let pricesChanged = false;

  const lines = input.map((line, index) => {
    const product = products.get(line.cod);
    if (!product) throw new HttpError(422, CART_MESSAGES.unknownProduct(line.cod));
    const override = overrides.get(product.cod);
    if (override && !override.disponivel)
      throw new HttpError(422, CART_MESSAGES.unavailableProduct(product.nome));
    const unit = override?.preco ?? product.preco;

    const groups = groupsByProduct.get(product.cod) ?? [];
    const extraGroupOf = new Map<number, CartGroupRow>();
    const choiceGroupOf = new Map<number, CartGroupRow>();
    for (const group of groups)
      for (const option of optionsByGroup.get(group.id) ?? [])
        (group.tipoOpcional === 'Adicional' ? extraGroupOf : choiceGroupOf).set(option.cod, group);

    const extras = new Map<number, number>();
    for (const extra of line.adicionais) {
      if (!extraGroupOf.has(extra.cod))
        throw new HttpError(422, CART_MESSAGES.foreignOption(extra.cod, product.nome));
      extras.set(extra.cod, (extras.get(extra.cod) ?? 0) + extra.qtd);
    }
    const choices = new Set<number>();
    for (const choice of [...line.opcionais, ...line.obrigatorios]) {
      if (!choiceGroupOf.has(choice.cod))
        throw new HttpError(422, CART_MESSAGES.foreignOption(choice.cod, product.nome));
      choices.add(choice.cod);
    }

    const selection = {
      groups: groups.map((g) => selectedGroup(g, optionsByGroup.get(g.id) ?? [], extras, choices)),
      qtd: line.qtd,
      observacao: line.observacao,
    };
    const verdict = validateProductSelection(selection);
    if (!verdict.ok) {
      const errors = Object.entries(verdict.groups).map(([groupId, mensagem]) => ({
        campo: `itens.${index}.observacoes.${groupId}`,
        mensagem,
      }));
      throw new HttpError(422, verdict.message, errors.length ? { errors } : {});
    }

    const built = buildCartLine(
      {
        cod: product.cod,
        id: product.cod,
        produto: product.nome,
        nome: product.nome,
        imagem: product.imagem,
        alt: product.alt,
        categoria: product.categoria,
        categoriaId: product.categoriaId,
        kit_delivery: product.kitDelivery,
        promocional: isPromotionalPrice(unit, product.precoOriginal),
        preco: { unitario: unit },
      },
      selection,
    );
    const priced: PricedCartLine = {
      ...built,
      adicionais: built.adicionais.map((e) => ({ ...e, preco: price(e.preco.unitario) })),
      opcionais: built.opcionais.map((c) => ({ ...c, preco: price(c.preco.unitario) })),
      obrigatorios: built.obrigatorios.map((c) => ({ ...c, preco: price(c.preco.unitario) })),
    };
    const sentUnit = line.preco?.unitario?.valor;
    const sentTotal = line.preco?.total?.valor;
    if (
      (sentUnit !== undefined && sentUnit !== priced.preco.unitario.valor) ||
      (sentTotal !== undefined && sentTotal !== priced.preco.total.valor)
    )
      pricesChanged = true;
    return priced;
  });
  return { lines, items: lines.map(cartItemFromLine), pricesChanged };
}
