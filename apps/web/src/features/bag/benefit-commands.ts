import type { LoyaltyBenefitQuery } from '@comanda/contract';
import { addLine, changeLines, clearBag, dropBenefits } from './bag-commands.ts';
import { type BagLine, benefitReservationsKey, couponKey, readBag } from './bag-store.ts';

// The bag's commands for Shinguru benefit lines, kept apart from bag-commands.ts: only the club and the bag's
// check on entering need them, not the menu's first load.

/**
 * Adds a Shinguru benefit line (one unit, given free) for the wallet item its query holds, and keeps the query
 * under `beneficio-shinguru`; the same item added again replaces its line.
 */
export function addBenefitLine(line: BagLine, consulta: LoyaltyBenefitQuery, storeId: number) {
  const previous = readBag()?.itens.find(
    (current) => current.consulta_beneficio?.sequencial === consulta.sequencial,
  );
  const result = addLine(
    {
      ...line,
      produto_carrinho: previous?.produto_carrinho ?? line.produto_carrinho,
      consulta_beneficio: consulta,
    },
    storeId,
  );
  const others = (benefitReservationsKey.read() ?? []).filter(
    (query) => query.sequencial !== consulta.sequencial,
  );
  benefitReservationsKey.write([...others, consulta]);
  return result;
}

/**
 * The bag check on entering found benefit lines to remove (§4): they leave the bag; when a query failed, the
 * stored queries and the coupon go too (the holds still live are given back).
 */
export function removeBenefitLines(lineIds: readonly string[], checkFailed: boolean): void {
  const gone = new Set(lineIds);
  changeLines((lines) => lines.filter((line) => !gone.has(line.produto_carrinho)));
  if (checkFailed) {
    couponKey.remove();
    dropBenefits();
  }
  if ((readBag()?.itens.length ?? 0) === 0) clearBag();
}
