import { addCentavos, multiplyCentavos } from '../money/arithmetic.ts';
import type { Centavos } from '../money/money.ts';
import { choiceList, type OptionGroup } from './option-group.ts';

/**
 * Price in centavos that a group adds to one unit of the product: only groups with `tipo_preco` 'preco' add;
 * an extra adds its unit price × its `qtd`, a selected choice adds its unit price.
 */
export function groupUnitPrice(group: OptionGroup): Centavos {
  if (group.tipo_preco !== 'preco') return 0;
  if (group.tipo_opcional === 'Adicional') {
    return addCentavos(...group.adicionais.map((extra) => multiplyCentavos(extra.preco.unitario, extra.qtd)));
  }
  const chosen = group[choiceList(group.tipo_opcional)].filter((choice) => choice.selecionado);
  return addCentavos(...chosen.map((choice) => choice.preco.unitario));
}

/** Unit price in centavos of a configured product: its base unit price plus what every group adds. */
export function lineUnitPrice(baseUnitPrice: Centavos, groups: readonly OptionGroup[]): Centavos {
  return addCentavos(baseUnitPrice, ...groups.map(groupUnitPrice));
}

/** Line total in centavos: (base unit price + options) × quantity in units. */
export function lineTotalPrice(
  baseUnitPrice: Centavos,
  groups: readonly OptionGroup[],
  quantity: number,
): Centavos {
  return multiplyCentavos(lineUnitPrice(baseUnitPrice, groups), quantity);
}
