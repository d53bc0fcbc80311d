import type { Centavos } from '../money/money.ts';

/** A bag line as the totals read it: unit price in centavos (options included), quantity in units, flags. */
export interface BagItem {
  cod: number;
  categoriaId: number;
  unitario: Centavos;
  qtd: number;
  /** On promotion: excluded from the 'porcentagem' discount base. */
  promocional?: boolean;
  /** A delivery kit: excluded from the 'porcentagem' discount base. */
  kit_delivery?: boolean;
  /** A loyalty benefit item: its whole price counts as discount. */
  beneficio?: boolean;
}

/** The fields of a built bag line that `bagItemFromLine` reads. */
export interface BagLineLike {
  cod: number;
  categoriaId: number;
  qtd: number;
  preco: { unitario: { valor: Centavos } };
  promocional?: boolean;
  kit_delivery?: boolean;
  beneficio?: boolean;
}

/** Reads a bag line (§3 Cart line) as a BagItem for the totals. */
export function bagItemFromLine(line: BagLineLike): BagItem {
  return {
    cod: line.cod,
    categoriaId: line.categoriaId,
    unitario: line.preco.unitario.valor,
    qtd: line.qtd,
    promocional: line.promocional === true,
    kit_delivery: line.kit_delivery === true,
    beneficio: line.beneficio === true,
  };
}
