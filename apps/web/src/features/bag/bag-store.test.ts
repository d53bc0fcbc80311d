import { discount } from '@comanda/contract';
import { describe, expect, it } from 'vitest';
import { readStored, writeStored } from '../../testing/stored.ts';
import { bagKey, couponKey } from './bag-store.ts';

const money = (valor: number) => ({ valor, texto: '' });
const wireDiscount = {
  tipo: 'porcentagem',
  desconto: { valor: 10, texto: '10%' },
  frete: 100,
  cupom: 'BEMVINDO',
  cupomId: 1,
  categoriaId: null,
  codProduto: null,
  descricao: '10% no primeiro pedido',
  valor_desconto: money(950),
};

describe('the bag keys', () => {
  it("read the coupon exactly when the contract's discount schema accepts it", () => {
    expect(discount.safeParse(wireDiscount).success).toBe(true);
    writeStored('desconto', wireDiscount);
    expect(couponKey.read()).toEqual(wireDiscount);

    const withoutCode = { ...wireDiscount, cupom: undefined };
    expect(discount.safeParse(withoutCode).success).toBe(false);
    writeStored('desconto', withoutCode);
    expect(couponKey.read()).toBeUndefined();
    expect(readStored('desconto')).toBeUndefined();
  });

  it('read a bag kept by an older version, lines with only their id and quantity', () => {
    writeStored('carrinho', { lojaId: 5, itens: [{ produto_carrinho: 'x', qtd: 1 }] });
    expect(bagKey.read()).toEqual({
      lojaId: 5,
      gift_cards: [],
      itens: [
        {
          produto_carrinho: 'x',
          qtd: 1,
          adicionais: [],
          opcionais: [],
          obrigatorios: [],
          observacao: '',
          observacoes: [],
        },
      ],
    });
  });

  it('drop a bag whose lines have no id', () => {
    writeStored('carrinho', { lojaId: 5, itens: [{ cod: 1002, qtd: 1 }] });
    expect(bagKey.read()).toBeUndefined();
  });
});
