import type { MenuProduct } from '@comanda/contract';
import { buildBagLine, type OptionGroup } from '@comanda/domain';
import { pick } from '../../lib/pick.ts';
import { newLineId } from './bag-rules.ts';
import type { BagLine } from './bag-store.ts';

/** The fields of a menu product a bag line keeps (§3 Cart line); the rest stays in the menu. */
const LINE_FIELDS = [
  'cod',
  'id',
  'produto',
  'nome',
  'imagem',
  'alt',
  'categoria',
  'categoriaId',
  'kit_delivery',
  'promocional',
  'beneficio',
  'preco',
] as const satisfies readonly (keyof MenuProduct)[];

/** What the customer chose for a product: its option groups with their selections, quantity and observation. */
export interface ProductChoices {
  groups: OptionGroup[];
  qtd: number;
  observacao: string;
}

/**
 * The bag line for a menu product as the customer configured it (the product screen, a Shinguru benefit): priced by
 * the domain, with a new id unless it replaces `lineId`. A benefit line (`beneficio`) is given free.
 */
export function lineFromProduct(
  product: MenuProduct,
  choices: ProductChoices,
  options: { lineId?: string | undefined; beneficio?: boolean } = {},
): BagLine {
  const fields = pick(product, LINE_FIELDS);
  return {
    ...buildBagLine({ ...fields, beneficio: options.beneficio ?? fields.beneficio }, choices),
    produto_carrinho: options.lineId ?? newLineId(),
    observacoes: choices.groups,
  };
}
