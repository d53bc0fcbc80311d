import type { BagLineInput, PricedBagLine } from '@comanda/contract';
import {
  type BagItem,
  bagItemFromLine,
  buildBagLine,
  EMPTY_BAG_MESSAGE,
  isPromotionalPrice,
  LOYALTY_MESSAGES,
  validateProductSelection,
} from '@comanda/domain';
import { HttpError } from '../../http/errors.ts';
import { type GroupRow, optionIndex, price, type StoreProducts, toOptionGroup } from '../menu/index.ts';

/** Not in the spec: refusals of a bag line that names something the store does not sell. */
export const BAG_MESSAGES = {
  unknownProduct: (cod: number) => `Produto indisponível: o produto ${cod} não está no cardápio.`,
  unavailableProduct: (nome: string) => `Produto indisponível: ${nome} não está disponível nesta loja.`,
  foreignOption: (cod: number, nome: string) => `Opção indisponível: a opção ${cod} não pertence a ${nome}.`,
  emptyBag: EMPTY_BAG_MESSAGE,
  pricesChanged: 'Os preços da sua sacola foram atualizados.',
} as const;

/** The bag priced from the catalogue: §3 Cart lines, the items the totals read, and whether a client price differed. */
export interface PricedLines {
  lines: PricedBagLine[];
  items: BagItem[];
  pricesChanged: boolean;
}

/**
 * Prices each bag line from the catalogue with the domain (store price, option groups, §5 rules). Refuses with a
 * 422 a product the store does not sell, an option of another product and any group rule the domain refuses.
 * Prices the client sent are only compared. `benefitCods` gives, per line index, the product a held Shinguru benefit
 * gives: that line must be that product, one unit without paid extras, and its whole price is discount (§9). A
 * product kept off the menu (`visivelCardapio` false) is sold only as a benefit.
 */
export function priceLines(
  catalog: StoreProducts,
  input: readonly BagLineInput[],
  benefitCods: ReadonlyMap<number, number> = new Map(),
): PricedLines {
  // A product of a hidden category is not on the menu: it cannot be in a bag either.
  const products = new Map(catalog.products.filter((p) => p.categoriaAtiva).map((p) => [p.cod, p]));
  const overrides = new Map(catalog.overrides.map((o) => [o.productCod, o]));
  const options = optionIndex(catalog.groups, catalog.options);
  let pricesChanged = false;

  const lines = input.map((line, index) => {
    const product = products.get(line.cod);
    const benefitCod = benefitCods.get(index);
    if (!product || (!product.visivelCardapio && benefitCod === undefined))
      throw new HttpError(422, 'product_unavailable', BAG_MESSAGES.unknownProduct(line.cod));
    if (benefitCod !== undefined && (benefitCod !== product.cod || line.qtd !== 1))
      throw new HttpError(422, 'benefit_line_invalid', LOYALTY_MESSAGES.benefitLine);
    const override = overrides.get(product.cod);
    if (override && !override.disponivel)
      throw new HttpError(422, 'product_unavailable', BAG_MESSAGES.unavailableProduct(product.nome));
    const unit = override?.preco ?? product.preco;

    const groups = options.groupsOf(product.cod);
    const extraGroupOf = new Map<number, GroupRow>();
    const choiceGroupOf = new Map<number, GroupRow>();
    for (const group of groups)
      for (const option of options.optionsOf(group.id))
        (group.tipoOpcional === 'Adicional' ? extraGroupOf : choiceGroupOf).set(option.cod, group);

    const extras = new Map<number, number>();
    for (const extra of line.adicionais) {
      if (!extraGroupOf.has(extra.cod))
        throw new HttpError(
          422,
          'product_options_invalid',
          BAG_MESSAGES.foreignOption(extra.cod, product.nome),
        );
      extras.set(extra.cod, (extras.get(extra.cod) ?? 0) + extra.qtd);
    }
    const choices = new Set<number>();
    for (const choice of [...line.opcionais, ...line.obrigatorios]) {
      if (!choiceGroupOf.has(choice.cod))
        throw new HttpError(
          422,
          'product_options_invalid',
          BAG_MESSAGES.foreignOption(choice.cod, product.nome),
        );
      choices.add(choice.cod);
    }

    const selection = {
      groups: groups.map((g) => toOptionGroup(g, options.optionsOf(g.id), { extras, choices })),
      qtd: line.qtd,
      observacao: line.observacao,
    };
    const verdict = validateProductSelection(selection);
    if (!verdict.ok) {
      const errors = Object.entries(verdict.groups).map(([groupId, mensagem]) => ({
        campo: `itens.${index}.observacoes.${groupId}`,
        mensagem,
      }));
      throw new HttpError(422, 'product_options_invalid', verdict.message, errors.length ? { errors } : {});
    }

    const built = buildBagLine(
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
        beneficio: benefitCod !== undefined,
      },
      selection,
    );
    if (built.beneficio && built.preco.unitario.valor !== unit)
      throw new HttpError(422, 'benefit_line_invalid', LOYALTY_MESSAGES.benefitLine);
    const priced: PricedBagLine = {
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
  return { lines, items: lines.map(bagItemFromLine), pricesChanged };
}
