import { discount } from '@comanda/contract';
import { describe, expect, it } from 'vitest';
import { readStored, removeStored, writeStored } from '../../testing/stored.ts';
import { readCurrentStore } from '../stores/index.ts';
import { bagKey, couponKey, isBagOfStore, readBag } from './bag-store.ts';

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

  it("a bag and a store kept before still load, and the bag is still the current store's", () => {
    writeStored('loja', { id: 5, nome: 'Hanami Sushi Asa Norte', tempoEntrega: 40, cidade: 'Brasília' });
    writeStored('carrinho', { lojaId: 5, itens: [{ produto_carrinho: 'x', qtd: 1 }], totais: null });
    expect(readCurrentStore()).toMatchObject({ id: 5, tempoEntrega: 40 });
    expect(isBagOfStore(readBag(), readCurrentStore()?.id)).toBe(true);
    // A bag kept without its store loads too; it is the current store's once a line is put (bag-rules.test.ts).
    writeStored('carrinho', { itens: [{ produto_carrinho: 'x', qtd: 1 }] });
    expect(readBag()).toMatchObject({ lojaId: null, gift_cards: [] });
    removeStored('loja');
    removeStored('carrinho');
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
