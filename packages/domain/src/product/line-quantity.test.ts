import { describe, expect, it } from 'vitest';
import { toMoney } from '../money/format-brl.ts';
import { type QuantifiedLine, withLineQuantity } from './build-bag-line.ts';

const amounts = (unit: number, qtd = 1) => ({ unitario: toMoney(unit), total: toMoney(unit * qtd) });

describe('withLineQuantity', () => {
  it('recomputes the line total from the unit price, in centavos', () => {
    const line = { qtd: 1, preco: amounts(1990), desconto: amounts(0), beneficio: false };
    const three = withLineQuantity(line, 3);
    expect(three.qtd).toBe(3);
    expect(three.preco.total.valor).toBe(5970);
    expect(three.preco.unitario.valor).toBe(1990);
    expect(three.desconto).toBe(line.desconto);
    expect(line.qtd).toBe(1);
  });

  it('never goes below one unit', () => {
    const line = { qtd: 2, preco: amounts(1000, 2) };
    expect(withLineQuantity(line, 0)).toMatchObject({ qtd: 1, preco: { total: { valor: 1000 } } });
    expect(withLineQuantity(line, -4).qtd).toBe(1);
  });

  it("makes a loyalty benefit line's discount follow its price", () => {
    const line = { qtd: 1, preco: amounts(2500), desconto: amounts(2500), beneficio: true };
    expect(withLineQuantity(line, 2).desconto?.total.valor).toBe(5000);
  });

  it('leaves a benefit line without a discount as it is', () => {
    const line: QuantifiedLine = { qtd: 1, preco: amounts(2500), beneficio: true };
    expect(withLineQuantity(line, 2).desconto).toBeUndefined();
  });
});
