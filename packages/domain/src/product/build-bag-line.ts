import { multiplyCentavos } from '../money/arithmetic.ts';
import { toMoney } from '../money/format-brl.ts';
import type { Money } from '../money/money.ts';
import { lineUnitPrice } from './line-price.ts';
import type { ChoiceOption, ExtraOption, OptionGroup, UnitPrice } from './option-group.ts';
import { MIN_QUANTITY } from './quantity-observation.ts';
import type { ProductSelection } from './validate-product.ts';

/** The product fields a bag line needs; any other product field is carried over unchanged. */
export interface BagLineProduct {
  cod: number;
  categoriaId: number;
  preco: UnitPrice;
  beneficio?: boolean;
}

/** Unit and line amounts of a bag line (§3), each as Money in centavos. */
export interface LineAmounts {
  unitario: Money;
  total: Money;
}

/** A bag line (§3 Cart line): product fields plus tipo 'Individual', prices, discount, quantity and choices. */
export type BuiltBagLine<P extends BagLineProduct> = Omit<P, 'preco' | 'observacoes'> & {
  tipo: 'Individual';
  preco: LineAmounts;
  desconto: LineAmounts;
  qtd: number;
  adicionais: ExtraOption[];
  opcionais: ChoiceOption[];
  obrigatorios: ChoiceOption[];
  observacao: string;
  beneficio: boolean;
};

/**
 * Builds the bag line for a configured product: unit price = base + priced options, total = unit × qtd; only the
 * chosen extras and choices are kept. A loyalty benefit item (`beneficio`) carries its whole price as `desconto`.
 */
export function buildBagLine<P extends BagLineProduct>(
  product: P,
  selection: ProductSelection,
): BuiltBagLine<P> {
  const { preco, observacoes: _groups, ...fields } = product as P & { observacoes?: unknown };
  const unit = lineUnitPrice(preco.unitario, selection.groups);
  const total = multiplyCentavos(unit, selection.qtd);
  const beneficio = product.beneficio === true;
  const picked = (kind: OptionGroup['tipo_opcional']) =>
    selection.groups.filter((g) => g.tipo_opcional === kind);
  return {
    ...(fields as Omit<P, 'preco' | 'observacoes'>),
    tipo: 'Individual',
    preco: { unitario: toMoney(unit), total: toMoney(total) },
    desconto: { unitario: toMoney(beneficio ? unit : 0), total: toMoney(beneficio ? total : 0) },
    qtd: selection.qtd,
    adicionais: picked('Adicional').flatMap((g) => g.adicionais.filter((extra) => extra.qtd > 0)),
    opcionais: picked('Opcional').flatMap((g) => g.opcionais.filter((choice) => choice.selecionado)),
    obrigatorios: picked('Obrigatório').flatMap((g) => g.obrigatorios.filter((choice) => choice.selecionado)),
    observacao: selection.observacao.trim(),
    beneficio,
  };
}

/** The amounts and flag `withLineQuantity` reads: unit and total in centavos. */
export interface QuantifiedLine {
  qtd: number;
  preco: LineAmounts;
  desconto?: LineAmounts | undefined;
  beneficio?: boolean | undefined;
}

/**
 * The line with `qtd` units (never below 1): its total is the unit price × qtd in centavos; a loyalty benefit
 * line's discount follows the same way, since its whole price is discount.
 */
export function withLineQuantity<L extends QuantifiedLine>(line: L, qtd: number): L {
  const units = Math.max(MIN_QUANTITY, qtd);
  const times = (amounts: LineAmounts): LineAmounts => ({
    ...amounts,
    total: toMoney(multiplyCentavos(amounts.unitario.valor, units)),
  });
  return {
    ...line,
    qtd: units,
    preco: times(line.preco),
    ...(line.beneficio && line.desconto ? { desconto: times(line.desconto) } : {}),
  };
}
