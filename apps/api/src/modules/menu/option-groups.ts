import type { OptionGroup, Price } from '@comanda/contract';
import { formatBRL, isNoChoiceExtra } from '@comanda/domain';
import type { GroupRow, OptionRow } from './store-products.ts';

/** A unit price on the wire: centavos, their BRL text and the unit. */
export const price = (unit: number): Price => ({ valor: unit, texto: formatBRL(unit), unitario: unit });

export function groupBy<T, K>(items: readonly T[], key: (item: T) => K): Map<K, T[]> {
  const map = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = map.get(k);
    if (list) list.push(item);
    else map.set(k, [item]);
  }
  return map;
}

/** Option groups by product and options by group, each in menu order. */
export function optionIndex(groups: readonly GroupRow[], options: readonly OptionRow[]) {
  const groupsByProduct = groupBy(groups, (g) => g.productCod);
  const optionsByGroup = groupBy(options, (o) => o.groupId);
  return {
    groupsOf: (productCod: number): GroupRow[] => groupsByProduct.get(productCod) ?? [],
    optionsOf: (groupId: number): OptionRow[] => optionsByGroup.get(groupId) ?? [],
  };
}

/** A customer's choices in a product's groups: units of each extra (by option cod) and the chosen options. */
export interface OptionSelection {
  extras: ReadonlyMap<number, number>;
  choices: ReadonlySet<number>;
}

const NOTHING_SELECTED: OptionSelection = { extras: new Map(), choices: new Set() };

/** A catalogue group and its options as the §3 OptionGroup, with a selection applied (none on the menu). */
export function toOptionGroup(
  group: GroupRow,
  options: readonly OptionRow[],
  { extras, choices }: OptionSelection = NOTHING_SELECTED,
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
